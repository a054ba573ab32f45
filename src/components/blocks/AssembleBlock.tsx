import { EnlargeablePicture } from '../viewer/EnlargeablePicture';
import { BlockSection } from './BlockSection';
import { WordList } from './WordList';
import type { BlockProps } from './blockProps';
import * as css from './blocks.css';

interface AssembleBlockProps extends BlockProps {
  /** `leftAssemble` puts the picture on the left, `rightAssemble` on the right. */
  side: 'left' | 'right';
}

/** A picture beside a list of titled points. */
export function AssembleBlock({ block, side }: AssembleBlockProps) {
  return (
    <BlockSection title={block.title}>
      <div className={block.maxImg ? css.split : undefined}>
        {block.maxImg && (
          <div className={css.mediaSide[side]}>
            <EnlargeablePicture
              src={block.maxImg}
              alt=""
              caption={block.title}
              className={css.picture}
            />
          </div>
        )}
        <WordList words={block.wordCol ?? []} />
      </div>
    </BlockSection>
  );
}
