import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MILESTONES, type Milestone } from '../../components/content/milestones';
import * as css from './timeline.css';
import { NARROW_ROWS, NARROW_WIDTH, ROW_HEIGHT, WIDE_WIDTH } from './timelineLayout';

const MARGIN = 40;
const AXIS_Y = ROW_HEIGHT / 2;

interface ChartProps {
  /** Milestones per row: one row on wide screens, two on phones so the years stay legible. */
  rows: readonly (readonly Milestone[])[];
  width: number;
  className: string;
}

function Chart({ rows, width, className }: ChartProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${ROW_HEIGHT * rows.length}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <title id={titleId}>
        <Trans>Company milestones, 2008 to 2024</Trans>
      </title>
      <desc id={descriptionId}>
        {MILESTONES.map((milestone) => `${milestone.year}: ${i18n._(milestone.text)}`).join('; ')}
      </desc>
      {rows.map((row, rowIndex) => {
        const first = row[0]?.year ?? 0;
        const last = row[row.length - 1]?.year ?? first;
        const span = Math.max(1, last - first);
        const xOf = (year: number) => MARGIN + ((year - first) / span) * (width - 2 * MARGIN);
        const top = rowIndex * ROW_HEIGHT;
        const axisY = top + AXIS_Y;
        return (
          <g key={first}>
            <line className={css.span} x1={xOf(first)} x2={xOf(last)} y1={axisY} y2={axisY} />
            {row.map((milestone, index) => {
              const x = xOf(milestone.year);
              // Labels alternate above and below the axis so neighbouring years never overlap.
              const above = index % 2 === 0;
              return (
                <g key={milestone.year}>
                  <line
                    className={css.tick}
                    x1={x}
                    x2={x}
                    y1={axisY}
                    y2={above ? axisY - 30 : axisY + 30}
                  />
                  <circle className={css.dot} cx={x} cy={axisY} r={11}>
                    <title>{`${milestone.year}: ${i18n._(milestone.text)}`}</title>
                  </circle>
                  <text
                    className={css.year}
                    x={x}
                    y={above ? axisY - 40 : axisY + 62}
                    textAnchor="middle"
                  >
                    {milestone.year}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}

const perRow = Math.ceil(MILESTONES.length / NARROW_ROWS);

/**
 * The company's milestones on a time axis, drawn as plain SVG. Screen readers
 * get the chart as one picture whose description lists every milestone; each
 * dot also has its milestone as a tooltip. Only one of the two layouts is
 * displayed at a time, so assistive technology meets one chart.
 */
export function CompanyTimelineChart() {
  return (
    <>
      <Chart rows={[MILESTONES]} width={WIDE_WIDTH} className={css.wide} />
      <Chart
        rows={[MILESTONES.slice(0, perRow), MILESTONES.slice(perRow)]}
        width={NARROW_WIDTH}
        className={css.narrow}
      />
    </>
  );
}
