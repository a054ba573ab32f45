import { otherRuns, protocolNames, type Protocol } from './configurations';
import type { KeyRoute } from './routes';
import { profileNames, type ProfileName } from './throttling';

export interface BenchOptions {
  routes: readonly KeyRoute[];
  /** Cold loads per page, and Lighthouse runs per page and form factor, of the budgeted configuration. */
  runs: number;
  lighthouse: boolean;
  protocols: readonly Protocol[];
  profiles: readonly ProfileName[];
  /** Measure the interactions' latency. */
  interactions: boolean;
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

/** The help text, naming the key routes the app declares. */
export const usage = (
  keyRoutes: readonly KeyRoute[],
) => `npm run bench:app -- [--routes home,product,...] [--runs N] [--protocols h1,h2] [--profiles slow4g,rtt150] [--no-lighthouse] [--no-interactions] [--no-build] [--strict] [--out DIR]

A full run (no options) measures every key route and the floor under 4 configurations: HTTP/1.1
and HTTP/2, each under DevTools' slow 4G (562.5 ms per request) and under a 150 ms round trip.
The budgeted one (HTTP/1.1, slow 4G) gets ${defaultRuns} cold loads per page and ${defaultRuns} Lighthouse
runs per page and form factor; the other three get ${otherRuns} cold loads each, and Lighthouse audits
once more per page over HTTP/2. Then 6 interactions, each measured ${minimumRuns} times on a fresh page.
It takes about 30 minutes on 2 quiet cores (the budgeted configuration alone: about 18).

  --routes       only these key routes (names: ${keyRoutes.map((route) => route.name).join(', ')})
  --runs         cold loads per page, and Lighthouse runs per page and form factor, of the budgeted
                 configuration (default ${defaultRuns}); the others get at most ${otherRuns}, the interactions at most ${minimumRuns}
  --protocols    only these protocols (h1: HTTP/1.1, h2: HTTP/2 with a self-signed certificate)
  --profiles     only these network profiles (slow4g: 562.5 ms per request, the budgets';
                 rtt150: 150 ms per request)
  --no-lighthouse    skip the Lighthouse audits
  --no-interactions  skip the interaction latencies
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

/** A comma-separated list of names, each one of `known`'s; all of them when the option is absent. */
function namesOf<T>(
  args: readonly string[],
  option: string,
  known: readonly T[],
  nameOf: (item: T) => string,
): readonly T[] {
  const names = valueOf(args, option)
    ?.split(',')
    .map((name) => name.trim());
  if (!names) return known;
  return names.map((name) => {
    const item = known.find((candidate) => nameOf(candidate) === name);
    if (item === undefined) throw new Error(`${option}: no ${name} here`);
    return item;
  });
}

export function parseOptions(
  args: readonly string[],
  dirs: { report: string; scratch: string },
  keyRoutes: readonly KeyRoute[],
): BenchOptions {
  const known = new Set([
    '--routes',
    '--runs',
    '--protocols',
    '--profiles',
    '--no-lighthouse',
    '--no-interactions',
    '--no-build',
    '--strict',
    '--out',
  ]);
  const unknown = args.filter((arg) => arg.startsWith('--') && !known.has(arg));
  if (unknown.length > 0) throw new Error(`unknown option ${unknown.join(', ')}`);

  const routes = namesOf(args, '--routes', keyRoutes, (route) => route.name);
  const protocols = namesOf(args, '--protocols', protocolNames, String);
  const profiles = namesOf(args, '--profiles', profileNames, String);
  const runsText = valueOf(args, '--runs');
  const runs = runsText === undefined ? defaultRuns : Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  const lighthouse = !args.includes('--no-lighthouse');
  const interactions = !args.includes('--no-interactions');
  const complete =
    routes.length === keyRoutes.length &&
    protocols.length === protocolNames.length &&
    profiles.length === profileNames.length &&
    lighthouse &&
    interactions &&
    runs >= minimumRuns;
  return {
    routes,
    runs,
    lighthouse,
    protocols,
    profiles,
    interactions,
    build: !args.includes('--no-build'),
    strict: args.includes('--strict'),
    outDir: valueOf(args, '--out') ?? (complete ? dirs.report : dirs.scratch),
    complete,
  };
}
