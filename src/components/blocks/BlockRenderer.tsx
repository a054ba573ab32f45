import { useEffect, type ReactNode } from 'react';
import type { BlockStyle, ContentBlock } from '../../api/contract/portal/module';
import { AirEmptyBlock } from './AirEmptyBlock';
import { AssembleBlock } from './AssembleBlock';
import { BottomImageBlock } from './BottomImageBlock';
import { DownloadBlock } from './DownloadBlock';
import { FourColumnBlock } from './FourColumnBlock';
import { ImageTextBlock } from './ImageTextBlock';
import { IntroduceBlock } from './IntroduceBlock';
import { PaasBlock } from './PaasBlock';
import { ProductListBlock } from './ProductListBlock';
import { VideoBlock } from './VideoBlock';
import type { BlockProps } from './blockProps';
import { warnUnknownStyle } from './warnUnknownStyle';
import * as css from '../../styles/blocks.css';

/**
 * The view of each block style of the contract (`BLOCK_STYLES`); the `never`
 * check makes the compiler say when a style is added to the contract but not here.
 */
function viewOf(block: ContentBlock): ReactNode | undefined {
  const style = block.styleName as BlockStyle;
  switch (style) {
    case 'introduce':
      return <IntroduceBlock block={block} />;
    case 'leftImg':
      return <ImageTextBlock block={block} side="left" />;
    case 'rightImg':
      return <ImageTextBlock block={block} side="right" />;
    case 'leftAssemble':
      return <AssembleBlock block={block} side="left" />;
    case 'rightAssemble':
      return <AssembleBlock block={block} side="right" />;
    case 'produceList':
      return <ProductListBlock block={block} />;
    case 'paas':
      return <PaasBlock block={block} />;
    case 'bottomImg':
    case 'Mapping':
      return <BottomImageBlock block={block} />;
    case 'fourColWord':
      return <FourColumnBlock block={block} />;
    case 'download':
      return <DownloadBlock block={block} />;
    case 'airEmpty':
      return <AirEmptyBlock block={block} />;
    case 'videoo':
      return <VideoBlock block={block} />;
    default:
      // A style from a newer backend: nothing to show.
      void (style satisfies never);
      return undefined;
  }
}

/** One content block in its style's view; a style this client does not know renders nothing. */
export function ContentBlockView({ block }: BlockProps) {
  const view = viewOf(block);
  const known = view !== undefined;
  useEffect(() => {
    if (!known) warnUnknownStyle(block.styleName);
  }, [known, block.styleName]);
  return view ?? null;
}

/** The content blocks of a page, in the backend's order. */
export function BlockRenderer({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className={css.list}>
      {blocks.map((block, index) => (
        <ContentBlockView key={`${block.styleName}-${index}`} block={block} />
      ))}
    </div>
  );
}
