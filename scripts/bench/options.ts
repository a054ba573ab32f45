import { keyRoutes, type KeyRoute } from './routes';

export interface BenchOptions {
  routes: readonly KeyRoute[];
  /** Cold loads per page, and Lighthouse runs per page and form factor. */
  runs: number;
  lighthouse: boolean;
  /** Measure the dist and dist-floor already built (for quick iterations). */
  build: boolean;
  /** Exit 1 when a budget fails. */
  strict: boolean;
  /** Where report.md and report.json go. */
  outDir: string;
  /** Every key route, every measurement, enough runs: a report fit to commit. */
  complete: boolean;
}

export const defaultRuns = 5;
const minimumRuns = 3;

export const usage = `npm run bench:app -- [--routes home,product,...] [--runs N] [--no-lighthouse] [--no-build] [--strict] [--out DIR]

  --routes       only these key routes (names: ${keyRoutes.map((route) => route.name).join(', ')})
  --runs         cold loads per page, and Lighthouse runs per page and form factor (default ${defaultRuns})
  --no-lighthouse  skip the Lighthouse audits
  --no-build     measure the dist/ and dist-floor/ already built
  --strict       exit 1 when a budget fails
  --out          where report.md and report.json go (default: docs/bench/ for a complete run of at
                 least ${minimumRuns} runs, test-results/bench/ otherwise, so a partial run never
                 replaces the committed report)`;

function valueOf(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

export function parseOptions(
  args: readonly string[],
  dirs: { report: string; scratch: string },
): BenchOptions {
  const known = new Set([
    '--routes',
    '--runs',
    '--no-lighthouse',
    '--no-build',
    '--strict',
    '--out',
  ]);
  const unknown = args.filter((arg) => arg.startsWith('--') && !known.has(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}\n\n${usage}`);

  const names = valueOf(args, '--routes')
    ?.split(',')
    .map((name) => name.trim());
  const routes = names
    ? names.map((name) => {
        const route = keyRoutes.find((candidate) => candidate.name === name);
        if (!route) throw new Error(`no key route named ${name}\n\n${usage}`);
        return route;
      })
    : keyRoutes;
  const runsText = valueOf(args, '--runs');
  const runs = runsText === undefined ? defaultRuns : Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  const lighthouse = !args.includes('--no-lighthouse');
  const complete = routes.length === keyRoutes.length && lighthouse && runs >= minimumRuns;
  return {
    routes,
    runs,
    lighthouse,
    build: !args.includes('--no-build'),
    strict: args.includes('--strict'),
    outDir: valueOf(args, '--out') ?? (complete ? dirs.report : dirs.scratch),
    complete,
  };
}
