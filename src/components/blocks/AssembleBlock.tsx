import { SidePicture } from '../page/SidePicture';
import { BlockSection } from './BlockSection';
import { WordList } from './WordList';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

interface AssembleBlockProps extends BlockProps {
  /** `leftAssemble` puts the picture on the left, `rightAssemble` on the right. */
  side: 'left' | 'right';
}

/** A picture beside a list of titled points. */
export function AssembleBlock({ block, side }: AssembleBlockProps) {
  return (
    <BlockSection title={block.title}>
      <div className={block.maxImg ? css.split : undefined}>
        {block.maxImg && <SidePicture src={block.maxImg} caption={block.title} side={side} />}
        <WordList words={block.wordCol ?? []} />
      </div>
    </BlockSection>
  );
}
