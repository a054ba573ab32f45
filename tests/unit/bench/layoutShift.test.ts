import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift } from '../../../scripts/bench/pageScripts';

describe('cumulative layout shift as Lighthouse counts it', () => {
  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('adds the shifts of one session window (gaps under 1 s)', () => {
    expect(
      cumulativeLayoutShift([
        { start: 100, value: 0.1 },
        { start: 900, value: 0.05 },
        { start: 1800, value: 0.02 },
      ]),
    ).toBeCloseTo(0.17);
  });

  it('keeps the largest window: a gap of 1 s or more starts a new one', () => {
    expect(
      cumulativeLayoutShift([
        { start: 0, value: 0.03 },
        { start: 1500, value: 0.2 },
        { start: 2000, value: 0.01 },
        { start: 4000, value: 0.1 },
      ]),
    ).toBeCloseTo(0.21);
  });

  it('closes a window after 5 s even without a gap', () => {
    const everyHalfSecond = Array.from({ length: 14 }, (_, index) => ({
      start: index * 500,
      value: 0.01,
    }));
    expect(cumulativeLayoutShift(everyHalfSecond)).toBeCloseTo(0.1);
  });
});
