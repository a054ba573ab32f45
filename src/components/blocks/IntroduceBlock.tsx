import { BlockHtml } from './BlockHtml';
import { EnlargeablePicture } from '../viewer/EnlargeablePicture';
import { BlockSection } from './BlockSection';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/** The page's introduction: text over the background picture, with the main picture beside it. */
export function IntroduceBlock({ block }: BlockProps) {
  return (
    <BlockSection title={block.title} heading={false} background={block.backGroud}>
      <div className={block.maxImg ? css.split : undefined}>
        <div className={css.splitText}>
          <h2 className={css.splitTitle}>{block.title}</h2>
          {block.content && <BlockHtml html={block.content} className={css.prose} />}
        </div>
        <EnlargeablePicture src={block.maxImg} alt={block.title} className={css.picture} />
      </div>
    </BlockSection>
  );
}
