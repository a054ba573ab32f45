import { BlockSection } from './BlockSection';
import { WordList } from './WordList';
import type { BlockProps } from './blockProps';
import * as css from '../../styles/blocks.css';

/** Four titled texts side by side (two, then one, on narrower screens). */
export function FourColumnBlock({ block }: BlockProps) {
  return (
    <BlockSection title={block.title}>
      <WordList words={block.wordCol ?? []} className={css.fourColumns} />
    </BlockSection>
  );
}
