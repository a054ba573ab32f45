/**
 * The budgets (docs/decisions.md, "First load"), checked on the medians of one run of the bench,
 * each route against the floor measured in the same run.
 */
import type { FormFactor } from './lighthouse';
import type { ConfigurationResult, InteractionResult, PageResult } from './results';
import { ratio } from './results';

export interface BudgetResult {
  route: string;
  what: string;
  /** The figure compared with the limit, as printed. */
  measured: string;
  limit: string;
  pass: boolean;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Route ÷ floor ≤ limit. */
function ratioBudget(
  route: PageResult,
  what: string,
  value: number,
  floorValue: number,
  limit: number,
  unit: (value: number) => string,
): BudgetResult {
  const actual = ratio(value, floorValue);
  return {
    route: route.name,
    what: `${what} ≤ ${limit.toFixed(1)}× the floor's`,
    measured:
      actual === null
        ? `n/a (${unit(value)}, floor 0)`
        : `${actual.toFixed(2)}× (${unit(value)} vs ${unit(floorValue)})`,
    limit: `≤ ${limit.toFixed(1)}×`,
    pass: actual !== null && actual <= limit,
  };
}

const scoreLimits: Record<FormFactor, number> = { mobile: 90, desktop: 98 };
/** Lighthouse's mobile total blocking time, in ms (the floor's is 0). */
const tbtLimitMs = 150;
/** A repeat visit paints in at most this share of the first visit's FCP. */
export const warmFcpLimit = 0.7;
const clsLimit = 0.05;

function routeBudgets(floor: PageResult, route: PageResult): BudgetResult[] {
  const m = route.summary;
  const f = floor.summary;
  const jsLimit = route.landing ? 2.0 : 2.5;
  const lighthouse = route.lighthouse;
  const clsSources = [
    { label: 'cold load', value: m.cls.median },
    ...(lighthouse
      ? [
          { label: 'Lighthouse mobile', value: lighthouse.mobile.summary.cls.median },
          { label: 'Lighthouse desktop', value: lighthouse.desktop.summary.cls.median },
        ]
      : []),
  ];
  const worstCls = clsSources.reduce((worst, source) =>
    source.value > worst.value ? source : worst,
  );
  const budgets: BudgetResult[] = [
    ratioBudget(route, 'First-load JS', m.jsBytes.median, f.jsBytes.median, jsLimit, kib),
    ratioBudget(route, 'FCP', m.fcpMs.median, f.fcpMs.median, 1.5, ms),
    ratioBudget(route, 'LCP', m.lcpMs.median, f.lcpMs.median, 2.0, ms),
    {
      route: route.name,
      what: `CLS ≤ ${clsLimit} (the worst of ${clsSources.map((source) => source.label).join(', ')})`,
      measured: `${worstCls.value.toFixed(3)} (${worstCls.label})`,
      limit: `≤ ${clsLimit}`,
      pass: worstCls.value <= clsLimit,
    },
    {
      route: route.name,
      what: `Repeat-visit FCP ≤ ${warmFcpLimit}× the first visit's`,
      measured: `${(m.warmFcpMs.median / m.fcpMs.median).toFixed(2)}× (${ms(m.warmFcpMs.median)} vs ${ms(m.fcpMs.median)})`,
      limit: `≤ ${warmFcpLimit}×`,
      pass: m.warmFcpMs.median <= warmFcpLimit * m.fcpMs.median,
    },
  ];
  if (!lighthouse) {
    return [
      ...budgets,
      {
        route: route.name,
        what: `Total blocking time of the cold load < ${tbtLimitMs} ms (not audited by Lighthouse: logged in)`,
        measured: ms(m.tbtMs.median),
        limit: `< ${tbtLimitMs} ms`,
        pass: m.tbtMs.median < tbtLimitMs,
      },
    ];
  }
  const mobileTbt = lighthouse.mobile.summary.tbtMs.median;
  return [
    ...budgets,
    {
      route: route.name,
      what: `Lighthouse mobile total blocking time < ${tbtLimitMs} ms`,
      measured: ms(mobileTbt),
      limit: `< ${tbtLimitMs} ms`,
      pass: mobileTbt < tbtLimitMs,
    },
    ...(['mobile', 'desktop'] as const).map((formFactor) => {
      const score = lighthouse[formFactor].summary.score.median;
      return {
        route: route.name,
        what: `Lighthouse ${formFactor} performance ≥ ${scoreLimits[formFactor]}`,
        measured: `${score}`,
        limit: `≥ ${scoreLimits[formFactor]}`,
        pass: score >= scoreLimits[formFactor],
      };
    }),
  ];
}

/** An interaction's latency, from the input to the next paint (the median of its runs). */
export const interactionLimitMs = 100;

function interactionBudget(interaction: InteractionResult): BudgetResult {
  const latency = interaction.latencyMs.median;
  return {
    route: `interaction: ${interaction.name}`,
    what: `Latency to the next paint ≤ ${interactionLimitMs} ms, first time on a fresh page (${interaction.what})`,
    measured: ms(latency),
    limit: `≤ ${interactionLimitMs} ms`,
    pass: latency <= interactionLimitMs,
  };
}

/**
 * The routes' budgets on the budgeted configuration only (HTTP/1.1, DevTools' slow 4G: those the
 * limits were set on; absent when the run left it out), and every interaction's.
 */
export function evaluateBudgets(
  configurations: readonly ConfigurationResult[],
  interactions: readonly InteractionResult[],
): BudgetResult[] {
  const budgeted = configurations.find((configuration) => configuration.budgeted);
  return [
    ...(budgeted ? budgeted.routes.flatMap((route) => routeBudgets(budgeted.floor, route)) : []),
    ...interactions.map(interactionBudget),
  ];
}
