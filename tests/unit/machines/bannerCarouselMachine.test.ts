import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { bannerCarouselMachine } from '../../../machines/bannerCarouselMachine';
import { BANNER_INTERVAL_MS } from '../../../machines/bannerCarouselTypes';

function start(count = 3, reducedMotion = false, shownFor?: number) {
  const clock = new SimulatedClock();
  const actor = createActor(bannerCarouselMachine, {
    clock,
    input: { count, reducedMotion, shownFor },
  });
  actor.start();
  const index = () => actor.getSnapshot().context.index;
  return { actor, clock, index };
}

describe('bannerCarouselMachine', () => {
  it('advances every 6000 ms and wraps around', () => {
    expect(BANNER_INTERVAL_MS).toBe(6_000);
    const { clock, index } = start(2);
    clock.increment(BANNER_INTERVAL_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(BANNER_INTERVAL_MS);
    expect(index()).toBe(0);
  });

  it('moves the first banner 6 s after it appeared when the machine starts later', () => {
    const { clock, index } = start(3, false, 4_000);
    clock.increment(1_999);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    // The next banners get their full 6 s.
    clock.increment(BANNER_INTERVAL_MS - 1);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it('moves at once when the first banner was shown longer than 6 s before it started', () => {
    const { clock, index } = start(3, false, BANNER_INTERVAL_MS + 2_000);
    clock.increment(0);
    expect(index()).toBe(1);
  });

  it.each([
    ['NEXT', { type: 'NEXT' }],
    ['PAUSE and RESUME', { type: 'PAUSE' }],
  ] as const)(
    'gives a full 6 s after %s, whatever time the first banner was shown',
    (_name, event) => {
      const { actor, clock, index } = start(3, false, 5_000);
      actor.send(event);
      actor.send({ type: 'RESUME' });
      const shown = index();
      clock.increment(BANNER_INTERVAL_MS - 1);
      expect(index()).toBe(shown);
      clock.increment(1);
      expect(index()).toBe((shown + 1) % 3);
    },
  );

  it('moves with the arrows at once, wrapping both ways', () => {
    const { actor, index } = start(3);
    actor.send({ type: 'PREV' });
    expect(index()).toBe(2);
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(0);
  });

  it('shows the banner of a dot', () => {
    const { actor, index } = start(4);
    actor.send({ type: 'GO_TO', index: 3 });
    expect(index()).toBe(3);
  });

  it('shows the first banner by its dot', () => {
    const { actor, index } = start(3);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GO_TO', index: 0 });
    expect(index()).toBe(0);
  });

  it.each([-1, 4, 1.5, Number.NaN])('ignores a dot for a banner that does not exist (%s)', (to) => {
    const { actor, index } = start(4);
    actor.send({ type: 'GO_TO', index: to });
    expect(index()).toBe(0);
  });

  it.each([
    ['NEXT', { type: 'NEXT' }],
    ['PREV', { type: 'PREV' }],
    ['GO_TO', { type: 'GO_TO', index: 2 }],
  ] as const)('gives a full 6 s again after a manual %s', (_name, event) => {
    const { actor, clock, index } = start(4);
    clock.increment(BANNER_INTERVAL_MS - 100);
    actor.send(event);
    const shown = index();
    clock.increment(BANNER_INTERVAL_MS - 1);
    expect(index()).toBe(shown);
    clock.increment(1);
    expect(index()).toBe((shown + 1) % 4);
  });

  it('does not restart the interval for a dot of the banner already shown', () => {
    const { actor, clock, index } = start(4);
    clock.increment(BANNER_INTERVAL_MS - 100);
    actor.send({ type: 'GO_TO', index: 0 });
    clock.increment(100);
    expect(index()).toBe(1);
  });

  it('never moves on its own while hovered or focused, but arrows and dots still work', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'PAUSE' });
    clock.increment(BANNER_INTERVAL_MS * 5);
    expect(index()).toBe(0);
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(1);
    actor.send({ type: 'PREV' });
    actor.send({ type: 'PREV' });
    expect(index()).toBe(2);
    actor.send({ type: 'GO_TO', index: 1 });
    expect(index()).toBe(1);
    actor.send({ type: 'GO_TO', index: 7 });
    expect(index()).toBe(1);
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('resumes with a full 6 s when left', () => {
    const { actor, clock, index } = start(3);
    clock.increment(BANNER_INTERVAL_MS - 100);
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'RESUME' });
    clock.increment(BANNER_INTERVAL_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('does not autoplay when reduced motion is preferred, yet can be moved by hand', () => {
    const { actor, clock, index } = start(3, true);
    clock.increment(BANNER_INTERVAL_MS * 5);
    expect(index()).toBe(0);
    actor.send({ type: 'NEXT' });
    clock.increment(BANNER_INTERVAL_MS * 5);
    expect(index()).toBe(1);
    actor.send({ type: 'GO_TO', index: 2 });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'RESUME' });
    clock.increment(BANNER_INTERVAL_MS * 5);
    expect(index()).toBe(2);
  });

  it.each([0, 1])('with %i banner(s) is static', (count) => {
    const { actor, clock, index } = start(count);
    clock.increment(BANNER_INTERVAL_MS * 5);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREV' });
    actor.send({ type: 'GO_TO', index: 0 });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'RESUME' });
    clock.increment(BANNER_INTERVAL_MS * 5);
    expect(index()).toBe(0);
  });
});
