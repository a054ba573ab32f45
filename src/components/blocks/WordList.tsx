import type { BlockWord } from '../../api/contract/portal/module';
import * as css from '../../styles/blocks.css';

/** Titled points (advantages, specification rows) as a list. */
export function WordList({
  words,
  className = css.points,
}: {
  words: BlockWord[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {words.map((word, index) => (
        <li key={`${word.title}-${index}`} className={css.point}>
          <h3 className={css.pointTitle}>{word.title}</h3>
          <p className={css.pointText}>{word.content}</p>
        </li>
      ))}
    </ul>
  );
}
