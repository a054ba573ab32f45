import { BlockHtml } from './BlockHtml';
import { BlockButton } from './BlockButton';
import { SidePicture } from '../page/SidePicture';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

interface ImageTextBlockProps extends BlockProps {
  /** `leftImg` puts the picture on the left, `rightImg` on the right. */
  side: 'left' | 'right';
}

/** A picture beside a text, with an optional call-to-action button. */
export function ImageTextBlock({ block, side }: ImageTextBlockProps) {
  return (
    <BlockSection title={block.title} heading={false}>
      <div className={css.split}>
        <SidePicture src={block.maxImg} caption={block.title} side={side} />
        <div className={css.splitText}>
          <h2 className={css.splitTitle}>{block.title}</h2>
          {block.content && <BlockHtml html={block.content} className={css.prose} />}
          <BlockButton block={block} />
        </div>
      </div>
    </BlockSection>
  );
}
