/** The report's tables: one page per row, medians with their ratios to the floor and spreads. */
import type { BudgetResult } from './budgets';
import { eventThresholdMs } from './interactionLatency';
import type { LighthouseKey } from './lighthouse';
import type { MetricKey } from './measure';
import { ratio, type InteractionResult, type PageResult, type Spread } from './results';

export const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
export const whole = (value: number) => Math.round(value).toString();
export const times = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(2)}×`);
export const label = (page: PageResult) => `${page.name} \`${page.path}\``;

/** The median, then the spread of the runs in brackets: `2048 (1990–2210)`. */
function spread(value: Spread, format: (value: number) => string): string {
  return value.min === value.max
    ? format(value.median)
    : `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
}

/** The median with its ratio to the floor's median, then the spread. */
function againstFloor(
  page: PageResult,
  floor: PageResult,
  key: MetricKey,
  format: (value: number) => string,
): string {
  const value = page.summary[key];
  if (page === floor) return spread(value, format);
  return `${format(value.median)} (${times(ratio(value.median, floor.summary[key].median))}; ${format(value.min)}–${format(value.max)})`;
}

export function coldTable(floor: PageResult, pages: readonly PageResult[]): string[] {
  return [
    row(['Page', 'JS KiB', 'CSS KiB', 'Requests', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...[floor, ...pages].map((page) =>
      row([
        label(page),
        `${kib(page.summary.jsBytes.median)}${page === floor ? '' : ` (${times(ratio(page.summary.jsBytes.median, floor.summary.jsBytes.median))})`}`,
        kib(page.summary.cssBytes.median),
        whole(page.summary.requests.median),
        againstFloor(page, floor, 'fcpMs', whole),
        againstFloor(page, floor, 'lcpMs', whole),
        spread(page.summary.cls, (value) => value.toFixed(3)),
        spread(page.summary.tbtMs, whole),
      ]),
    ),
  ];
}

export function warmTable(floor: PageResult, pages: readonly PageResult[]): string[] {
  return [
    row([
      'Page',
      'FCP first visit ms',
      'FCP repeat visit ms',
      'Repeat ÷ first',
      'JS transferred again KiB',
    ]),
    row(['---', '---:', '---:', '---:', '---:']),
    ...[floor, ...pages].map((page) =>
      row([
        label(page),
        spread(page.summary.fcpMs, whole),
        spread(page.summary.warmFcpMs, whole),
        times(ratio(page.summary.warmFcpMs.median, page.summary.fcpMs.median)),
        kib(page.summary.warmJsBytes.median),
      ]),
    ),
  ];
}

export function lighthouseTable(floor: PageResult, pages: readonly PageResult[]): string[] {
  const audited = [floor, ...pages].filter((page) => page.lighthouse);
  if (audited.length === 0) return ['Not run (`--no-lighthouse`).'];
  const cell = (page: PageResult, form: 'mobile' | 'desktop', key: LighthouseKey) => {
    const summary = page.lighthouse?.[form].summary[key];
    const floorSummary = floor.lighthouse?.[form].summary[key];
    if (!summary) return 'n/a';
    const format = key === 'cls' ? (value: number) => value.toFixed(3) : whole;
    const base = spread(summary, format);
    if (page === floor || !floorSummary || !key.endsWith('Ms') || key === 'tbtMs') return base;
    return `${base}, ${times(ratio(summary.median, floorSummary.median))}`;
  };
  return [
    row([
      'Page',
      'Mobile score',
      'Desktop score',
      'Mobile FCP ms',
      'Mobile LCP ms',
      'Mobile TBT ms',
      'Mobile CLS',
      'Desktop TBT ms',
      'Desktop CLS',
    ]),
    row(['---', ...Array.from({ length: 8 }, () => '---:')]),
    ...audited.map((page) =>
      row([
        label(page),
        cell(page, 'mobile', 'score'),
        cell(page, 'desktop', 'score'),
        cell(page, 'mobile', 'fcpMs'),
        cell(page, 'mobile', 'lcpMs'),
        cell(page, 'mobile', 'tbtMs'),
        cell(page, 'mobile', 'cls'),
        cell(page, 'desktop', 'tbtMs'),
        cell(page, 'desktop', 'cls'),
      ]),
    ),
  ];
}

export function budgetTable(budgets: readonly BudgetResult[]): string[] {
  return [
    row(['Route', 'Budget', 'Measured', 'Limit', 'Result']),
    row(['---', '---', '---:', '---:', '---']),
    ...budgets.map((budget) =>
      row([
        budget.route,
        budget.what,
        budget.measured,
        budget.limit,
        budget.pass ? 'pass' : '**FAIL**',
      ]),
    ),
  ];
}

/** Each interaction's latency over its runs, with the longest event of the median run. */
export function interactionTable(interactions: readonly InteractionResult[]): string[] {
  const latency = (value: number) =>
    value <= eventThresholdMs ? `≤ ${eventThresholdMs}` : whole(value);
  return [
    row(['Interaction', 'Page', 'Latency ms', 'Longest event per run']),
    row(['---', '---', '---:', '---']),
    ...interactions.map((interaction) =>
      row([
        `${interaction.name}: ${interaction.what}`,
        `\`${interaction.path}\``,
        spread(interaction.latencyMs, latency),
        interaction.runs.map((run) => run.longest).join('; '),
      ]),
    ),
  ];
}

/** Per route, the FCP and LCP ratios to the floor under every configuration, side by side. */
export function sideBySideTable(
  columns: readonly { label: string; floor: PageResult; routes: readonly PageResult[] }[],
): string[] {
  const names = columns[0]?.routes.map((route) => route.name) ?? [];
  const cell = (column: (typeof columns)[number], name: string) => {
    const route = column.routes.find((candidate) => candidate.name === name);
    if (!route) return 'n/a';
    const r = (key: MetricKey) =>
      times(ratio(route.summary[key].median, column.floor.summary[key].median));
    return `${r('fcpMs')} / ${r('lcpMs')}`;
  };
  return [
    row(['Route', ...columns.map((column) => column.label)]),
    row(['---', ...columns.map(() => '---:')]),
    row([
      'floor FCP / LCP ms',
      ...columns.map(
        (column) =>
          `${whole(column.floor.summary.fcpMs.median)} / ${whole(column.floor.summary.lcpMs.median)}`,
      ),
    ]),
    ...names.map((name) => row([name, ...columns.map((column) => cell(column, name))])),
  ];
}
