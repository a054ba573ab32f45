import { BlockHtml } from './BlockHtml';
import { BlockButton } from './BlockButton';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/** A "coming soon" block: a short text over a background, with a button to get in touch. */
export function AirEmptyBlock({ block }: BlockProps) {
  return (
    <BlockSection title={block.title} background={block.backGroud}>
      <div className={css.centred}>
        {block.content && <BlockHtml html={block.content} className={css.prose} />}
        <BlockButton block={block} />
      </div>
    </BlockSection>
  );
}
