import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CoverageMark } from './matchCoverage';
import * as diagramCss from '../diagram/diagram.css';
import * as css from './coverage.css';

/** A short stretch of arrow, in a coverage's colour and dashes. */
function ArrowSample({ kind }: { kind: CoverageMark['kind'] }) {
  return (
    <svg width="32" height="8" aria-hidden="true">
      <line
        x1="0"
        y1="4"
        x2="32"
        y2="4"
        stroke={diagramCss.COVERAGE_COLOUR[kind]}
        strokeWidth="1.5"
        strokeDasharray={diagramCss.COVERAGE_DASHES[kind]}
      />
    </svg>
  );
}

function Entry({
  kind,
  symbol,
  children,
}: {
  kind: CoverageMark['kind'];
  symbol: string;
  children: ReactNode;
}) {
  return (
    <li className={css.legendItem} data-legend={kind}>
      <ArrowSample kind={kind} />
      <span className={diagramCss.markLook[kind]} aria-hidden="true">
        {symbol}
      </span>
      <span>{children}</span>
    </li>
  );
}

/** What the diagram's colours, dashes and marks mean. */
export function CoverageLegend() {
  return (
    <ul className={css.legend}>
      <Entry kind="covered" symbol="✓ n">
        <Trans>Covered, with its number of covering paths</Trans>
      </Entry>
      <Entry kind="uncovered" symbol="✗ 0">
        <Trans>Not covered by any path</Trans>
      </Entry>
      <Entry kind="notInReport" symbol="?">
        <Trans>Not in the report</Trans>
      </Entry>
    </ul>
  );
}
