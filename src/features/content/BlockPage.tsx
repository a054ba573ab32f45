import type { ReactNode } from 'react';
import type { ContentBlock } from '../../api/contract/portal/module';
import { BlockRenderer } from '../../components/blocks/BlockRenderer';
import type { BlockPageData } from './loadBlockPage';
import { PageBanner } from '../../components/page/PageBanner';
import { usePlaceholderBlocks, type BlockPageKind } from './usePlaceholderBlocks';
import * as css from './blockPage.css';

interface BlockPageProps {
  kind: BlockPageKind;
  data: BlockPageData;
  /** The page's heading when its blocks do not name it. */
  fallbackTitle: string;
  /** Renders the blocks; the solution page lays them out in tabs. */
  renderBlocks?: (blocks: ContentBlock[]) => ReactNode;
}

/**
 * A banner plus content blocks: the product series, data service, platform,
 * solution and airland pages. With no blocks from the backend, the page shows
 * its built-in content.
 */
export function BlockPage({ kind, data, fallbackTitle, renderBlocks }: BlockPageProps) {
  const placeholder = usePlaceholderBlocks(kind);
  const blocks = data.blocks.length > 0 ? data.blocks : placeholder;
  // The first block introduces the page's subject (a series, a service...): it names the page.
  const title = data.blocks[0]?.title || fallbackTitle;
  return (
    <article className={css.page}>
      <PageBanner banner={data.banner} title={title} />
      {renderBlocks ? renderBlocks(blocks) : <BlockRenderer blocks={blocks} />}
    </article>
  );
}
