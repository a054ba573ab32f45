import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import type { CoverageMark } from '../coverage/matchCoverage';
import type { PlacedMark } from './coverageMarks';
import * as css from './diagram.css';

/** `✓ 3`, `✗ 0`, `?`: a transition's coverage in a symbol and a number, its meaning in words. */
function useMarkText() {
  const { t } = useLingui();
  return (mark: CoverageMark) => {
    switch (mark.kind) {
      case 'covered': {
        const paths = mark.paths;
        return { symbol: `✓ ${paths}`, words: t`Covered, covering paths: ${paths}` };
      }
      case 'uncovered':
        return { symbol: '✗ 0', words: t`Not covered by any path` };
      case 'notInReport':
        return { symbol: '?', words: t`Not in the report` };
    }
  };
}

/** The marks of one box's transitions, beside its right edge (`style` places the column). */
export function CoverageMarks({
  marks,
  style,
}: {
  marks: readonly PlacedMark[];
  style?: CSSProperties;
}) {
  const { i18n } = useLingui();
  const textOf = useMarkText();
  if (marks.length === 0) return null;
  return (
    <div className={css.coverageMarks} style={style} lang={i18n.locale}>
      {marks.map(({ transitionId, mark, top }) => {
        const { symbol, words } = textOf(mark);
        return (
          <span
            key={transitionId}
            role="img"
            aria-label={words}
            title={words}
            className={css.coverageMark[mark.kind]}
            style={{ top }}
            data-coverage={mark.kind}
            data-coverage-of={transitionId}
          >
            {symbol}
          </span>
        );
      })}
    </div>
  );
}
