import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { interactionLimitMs } from './budgets';
import type { BenchReport } from './report';
import { ratio, type PageResult } from './results';

const start = '<!-- bench:summary:start (written by npm run bench; do not edit) -->';
const end = '<!-- bench:summary:end -->';

const times = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);

function line(page: PageResult, floor: PageResult): string {
  const m = page.summary;
  const f = floor.summary;
  const lighthouse = page.lighthouse
    ? `${page.lighthouse.mobile.summary.score.median} / ${page.lighthouse.desktop.summary.score.median}`
    : 'not audited (logged in)';
  const tbt = page.lighthouse
    ? `${Math.round(page.lighthouse.mobile.summary.tbtMs.median)} ms`
    : `${Math.round(m.tbtMs.median)} ms (cold load)`;
  return `| ${page.name} \`${page.path}\` | ${times(ratio(m.jsBytes.median, f.jsBytes.median))} | ${times(ratio(m.fcpMs.median, f.fcpMs.median))} | ${times(ratio(m.lcpMs.median, f.lcpMs.median))} | ${m.cls.median.toFixed(3)} | ${tbt} | ${lighthouse} | ${times(m.warmFcpMs.median / m.fcpMs.median)} |`;
}

/** The README's performance figures, from the report just written. */
export function readmeSummary(report: BenchReport): string {
  const failing = report.budgets.filter((budget) => !budget.pass);
  const budgeted = report.configurations.find((configuration) => configuration.budgeted);
  if (!budgeted) throw new Error('the README figures come from the budgeted configuration');
  return [
    start,
    '',
    `From [docs/bench/report.md](docs/bench/report.md) (${report.generatedAt.slice(0, 10)}, HTTP/1.1 under 562.5 ms per request, medians of ${budgeted.runs} runs; ratios to the floor measured in the same run). Budgets: ${failing.length === 0 ? 'all pass' : `${failing.length} of ${report.budgets.length} fail (${[...new Set(failing.map((budget) => budget.route))].join(', ')})`}.`,
    '',
    '| Route | JS | FCP | LCP | CLS | TBT (Lighthouse mobile) | Lighthouse mobile / desktop | Repeat-visit FCP ÷ first |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...budgeted.routes.map((page) => line(page, budgeted.floor)),
    '',
    ...(report.interactions.length > 0
      ? [
          `Interactions, latency to the next paint (first time on a fresh page, ≤ ${interactionLimitMs} ms each): ${report.interactions.map((interaction) => `${interaction.name} ${Math.round(interaction.latencyMs.median)} ms`).join(', ')}.`,
          '',
        ]
      : []),
    end,
  ].join('\n');
}

/**
 * Replaces the marked block of the README, formatted as the project's Prettier formats it (the
 * lint checks the README); fails if the markers are missing.
 */
export async function updateReadme(path: string, report: BenchReport): Promise<void> {
  const text = await readFile(path, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${path} has no bench summary markers`);
  const updated = `${text.slice(0, from)}${readmeSummary(report)}${text.slice(to + end.length)}`;
  const options = (await resolveConfig(path)) ?? {};
  await writeFile(path, await format(updated, { ...options, filepath: path }));
}
