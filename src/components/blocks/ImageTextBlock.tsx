import { BlockHtml } from './BlockHtml';
import { EnlargeablePicture } from '../viewer/EnlargeablePicture';
import { ContentLink } from '../content/ContentLink';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from './blocks.css';

interface ImageTextBlockProps extends BlockProps {
  /** `leftImg` puts the picture on the left, `rightImg` on the right. */
  side: 'left' | 'right';
}

/** A picture beside a text, with an optional call-to-action button. */
export function ImageTextBlock({ block, side }: ImageTextBlockProps) {
  return (
    <BlockSection title={block.title} heading={false}>
      <div className={css.split}>
        <div className={css.mediaSide[side]}>
          <EnlargeablePicture
            src={block.maxImg}
            alt=""
            caption={block.title}
            className={css.picture}
          />
        </div>
        <div className={css.splitText}>
          <h2 className={css.splitTitle}>{block.title}</h2>
          {block.content && <BlockHtml html={block.content} className={css.prose} />}
          {block.button && block.buttonLink && (
            <ContentLink to={block.buttonLink} className={css.button}>
              {block.button}
            </ContentLink>
          )}
        </div>
      </div>
    </BlockSection>
  );
}
