import { describe, expect, it } from 'vitest';
import { planConfigurations } from '../../../scripts/bench/configurations';
import { parseOptions } from '../../../scripts/bench/options';
import type { KeyRoute } from '../../../scripts/bench/routes';

const dirs = { report: '/report', scratch: '/scratch' };
const keyRoutes: KeyRoute[] = [
  { name: 'home', hash: '#/homePage', landing: true },
  { name: 'cart', hash: '#/cartView', loggedIn: true },
];

describe('the bench options', () => {
  it('measure both protocols, both profiles and the interactions by default, fit to commit', () => {
    const options = parseOptions([], dirs, keyRoutes);
    expect(options.protocols).toEqual(['h1', 'h2']);
    expect(options.profiles).toEqual(['slow4g', 'rtt150']);
    expect(options.interactions).toBe(true);
    expect(options.complete).toBe(true);
    expect(options.outDir).toBe('/report');
  });

  it('narrow a quick run, which then never replaces the committed report', () => {
    for (const args of [['--protocols', 'h2'], ['--profiles', 'rtt150'], ['--no-interactions']]) {
      const options = parseOptions(args, dirs, keyRoutes);
      expect(options.complete, args.join(' ')).toBe(false);
      expect(options.outDir).toBe('/scratch');
    }
    const options = parseOptions(['--protocols', 'h2,h1', '--profiles', 'slow4g'], dirs, keyRoutes);
    expect(options.protocols).toEqual(['h2', 'h1']);
    expect(options.profiles).toEqual(['slow4g']);
  });

  it('refuse a protocol or profile they do not know', () => {
    expect(() => parseOptions(['--protocols', 'h3'], dirs, keyRoutes)).toThrow(
      /--protocols: no h3/,
    );
    expect(() => parseOptions(['--profiles', 'fast'], dirs, keyRoutes)).toThrow(
      /--profiles: no fast/,
    );
    expect(() => parseOptions(['--protocols'], dirs, keyRoutes)).toThrow(/needs a value/);
  });
});

describe('the configurations of a run', () => {
  it('put the budgeted one first, with every run and Lighthouse; the others get 3 runs and Lighthouse once over HTTP/2', () => {
    const plan = planConfigurations(parseOptions([], dirs, keyRoutes));
    expect(plan.map((c) => [c.protocol, c.profile, c.runs, c.lighthouseRuns, c.budgeted])).toEqual([
      ['h1', 'slow4g', 5, 5, true],
      ['h1', 'rtt150', 3, 0, false],
      ['h2', 'slow4g', 3, 1, false],
      ['h2', 'rtt150', 3, 0, false],
    ]);
  });

  it('never give the others more runs than asked, nor Lighthouse when it is off', () => {
    const plan = planConfigurations(
      parseOptions(['--runs', '1', '--no-lighthouse'], dirs, keyRoutes),
    );
    expect(plan.map((c) => [c.runs, c.lighthouseRuns])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
  });
});
