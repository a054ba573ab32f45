import { BlockHtml } from './BlockHtml';
import { ContentLink } from '../content/ContentLink';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from './blocks.css';

/** A "coming soon" block: a short text over a background, with a button to get in touch. */
export function AirEmptyBlock({ block }: BlockProps) {
  return (
    <BlockSection title={block.title} background={block.backGroud}>
      <div className={css.centred}>
        {block.content && <BlockHtml html={block.content} className={css.prose} />}
        {block.button && block.buttonLink && (
          <ContentLink to={block.buttonLink} className={css.button}>
            {block.button}
          </ContentLink>
        )}
      </div>
    </BlockSection>
  );
}
