import type { MetricKey, Metrics } from './measure';
import type { RouteResult } from './results';

export interface BudgetResult {
  id: string;
  description: string;
  route: string;
  metric: MetricKey;
  /** 'ratio': `actual` is route ÷ floor; 'absolute': `actual` is the route's median itself. */
  kind: 'ratio' | 'absolute';
  actual: number | null;
  limit: number;
  /** How `actual` must compare with `limit` to pass. */
  comparison: '<=' | '<';
  pass: boolean;
  routeMedian: number;
  /** Only for ratio budgets. */
  floorMedian: number | null;
}

/** The route the first-load budgets are about: the landing page. */
const landingHash = '#/homePage';

function ratioBudget(
  id: string,
  description: string,
  floor: Metrics,
  route: RouteResult,
  metric: MetricKey,
  limit: number,
): BudgetResult {
  const actual = route.ratioToFloor[metric];
  return {
    id,
    description,
    route: route.hash,
    metric,
    kind: 'ratio',
    actual,
    limit,
    comparison: '<=',
    pass: actual !== null && actual <= limit,
    routeMedian: route.median[metric],
    floorMedian: floor[metric],
  };
}

function tbtBudget(route: RouteResult): BudgetResult {
  const actual = route.median.tbtMs;
  return {
    id: `tbt-${route.name}`,
    description: `Total blocking time on ${route.hash} < 50 ms`,
    route: route.hash,
    metric: 'tbtMs',
    kind: 'absolute',
    actual,
    limit: 50,
    comparison: '<',
    pass: actual < 50,
    routeMedian: actual,
    floorMedian: null,
  };
}

export function evaluateBudgets(floor: Metrics, routes: readonly RouteResult[]): BudgetResult[] {
  const landing = routes.find((route) => route.hash === landingHash);
  if (!landing) throw new Error(`the budgets need ${landingHash} among the key routes`);
  return [
    ratioBudget(
      'landing-first-load-js',
      `First-load JS on ${landingHash} (compressed, transferred) ≤ 2.0× the floor's`,
      floor,
      landing,
      'jsBytes',
      2.0,
    ),
    ratioBudget(
      'landing-fcp',
      `FCP on ${landingHash} ≤ 1.5× the floor's`,
      floor,
      landing,
      'fcpMs',
      1.5,
    ),
    ...routes.map(tbtBudget),
  ];
}
