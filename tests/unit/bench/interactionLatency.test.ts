import { describe, expect, it } from 'vitest';
import {
  eventThresholdMs,
  interactionLatency,
  type EventEntry,
} from '../../../scripts/bench/interactionLatency';

const entry = (id: number, name: string, start: number, duration: number): EventEntry => ({
  id,
  name,
  start,
  duration,
});

describe('interaction latency as INP counts it', () => {
  it('is the longest event of the interaction after the input', () => {
    const entries = [
      entry(1, 'click', 100, 200), // an earlier interaction: not this one
      entry(7, 'pointerdown', 1000, 48),
      entry(7, 'pointerup', 1010, 72),
      entry(7, 'click', 1011, 64),
    ];
    expect(interactionLatency(entries, 900, 'url')).toEqual({
      latencyMs: 72,
      longest: 'pointerup 72 ms',
    });
  });

  it('counts as the threshold when no event reached it', () => {
    expect(interactionLatency([entry(1, 'click', 100, 200)], 900, 'url')).toEqual({
      latencyMs: eventThresholdMs,
      longest: `every event under ${eventThresholdMs} ms`,
    });
  });

  it('fails when the input made more than one interaction', () => {
    expect(() =>
      interactionLatency([entry(2, 'keydown', 1000, 40), entry(3, 'click', 1200, 40)], 900, 'url'),
    ).toThrow(/2 interactions/);
  });
});
