import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { recommendedCarouselMachine } from '../../../machines/recommendedCarouselMachine';
import {
  RECOMMENDED_INTERVAL_MS,
  RECOMMENDED_RESTART_DELAY_MS,
  RECOMMENDED_RESTARTED_INTERVAL_MS,
} from '../../../machines/recommendedCarouselTypes';

// SimulatedClock starts a timer set during a jump from the end of the jump,
// so the clock is stepped to each deadline rather than jumped across several.
function start(count = 3) {
  const clock = new SimulatedClock();
  const actor = createActor(recommendedCarouselMachine, { clock, input: { count } });
  actor.start();
  const index = () => actor.getSnapshot().context.index;
  return { actor, clock, index };
}

describe('recommendedCarouselMachine', () => {
  it('uses the spec constants: 4 s, restarted 4 s after an arrow, then every 5 s', () => {
    expect(RECOMMENDED_INTERVAL_MS).toBe(4_000);
    expect(RECOMMENDED_RESTART_DELAY_MS).toBe(4_000);
    expect(RECOMMENDED_RESTARTED_INTERVAL_MS).toBe(5_000);
  });

  it('starts on the first product and advances every 4 s, wrapping around', () => {
    const { clock, index } = start(3);
    expect(index()).toBe(0);
    clock.increment(RECOMMENDED_INTERVAL_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
    clock.increment(RECOMMENDED_INTERVAL_MS);
    expect(index()).toBe(2);
    clock.increment(RECOMMENDED_INTERVAL_MS);
    expect(index()).toBe(0);
  });

  it('moves at once with the arrows, wrapping both ways', () => {
    const { actor, index } = start(3);
    actor.send({ type: 'PREV' });
    expect(index()).toBe(2);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(1);
  });

  it('after an arrow holds still for 4 s, then advances every 5 s', () => {
    const { actor, clock, index } = start(5);
    clock.increment(RECOMMENDED_INTERVAL_MS - 500);
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(1);
    expect(actor.getSnapshot().matches({ autoplay: 'holding' })).toBe(true);
    // The regular 4 s tick that was due 500 ms later does not happen.
    clock.increment(RECOMMENDED_RESTART_DELAY_MS);
    expect(index()).toBe(1);
    expect(actor.getSnapshot().matches({ autoplay: 'restarted' })).toBe(true);
    clock.increment(RECOMMENDED_RESTARTED_INTERVAL_MS - 1);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
    clock.increment(RECOMMENDED_RESTARTED_INTERVAL_MS);
    expect(index()).toBe(3);
  });

  it('starts the 4 s hold again on every arrow press', () => {
    const { actor, clock, index } = start(5);
    actor.send({ type: 'NEXT' });
    clock.increment(RECOMMENDED_RESTART_DELAY_MS - 1);
    actor.send({ type: 'PREV' });
    expect(index()).toBe(0);
    clock.increment(RECOMMENDED_RESTART_DELAY_MS - 1);
    expect(actor.getSnapshot().matches({ autoplay: 'holding' })).toBe(true);
    clock.increment(1);
    clock.increment(RECOMMENDED_RESTARTED_INTERVAL_MS);
    expect(index()).toBe(1);
  });

  it('an arrow while restarted holds again for 4 s', () => {
    const { actor, clock, index } = start(5);
    actor.send({ type: 'NEXT' });
    clock.increment(RECOMMENDED_RESTART_DELAY_MS);
    clock.increment(RECOMMENDED_RESTARTED_INTERVAL_MS - 100);
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(2);
    clock.increment(RECOMMENDED_RESTART_DELAY_MS);
    clock.increment(RECOMMENDED_RESTARTED_INTERVAL_MS - 1);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(3);
  });

  it('never moves on its own while hovered or focused (WCAG 2.2.2)', () => {
    const { actor, clock, index } = start(3);
    clock.increment(RECOMMENDED_INTERVAL_MS - 1);
    actor.send({ type: 'PAUSE' });
    clock.increment(RECOMMENDED_INTERVAL_MS * 10);
    expect(index()).toBe(0);
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('resumes the 4 s autoplay with a full interval when left without using the arrows', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'PAUSE' });
    clock.increment(10_000);
    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().matches({ autoplay: 'regular' })).toBe(true);
    clock.increment(RECOMMENDED_INTERVAL_MS - 1);
    expect(index()).toBe(0);
    clock.increment(1);
    expect(index()).toBe(1);
  });

  it('keeps the arrows working while paused, and restarts like an arrow when left', () => {
    const { actor, clock, index } = start(3);
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(2);
    expect(actor.getSnapshot().value).toBe('paused');
    clock.increment(60_000);
    expect(index()).toBe(2);
    actor.send({ type: 'RESUME' });
    expect(actor.getSnapshot().matches({ autoplay: 'holding' })).toBe(true);
    clock.increment(RECOMMENDED_RESTART_DELAY_MS);
    clock.increment(RECOMMENDED_RESTARTED_INTERVAL_MS - 1);
    expect(index()).toBe(2);
    clock.increment(1);
    expect(index()).toBe(0);
  });

  it('keeps the 5 s pace after a pause once the arrows were used', () => {
    const { actor, clock, index } = start(4);
    actor.send({ type: 'NEXT' });
    clock.increment(RECOMMENDED_RESTART_DELAY_MS);
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'RESUME' });
    clock.increment(RECOMMENDED_RESTART_DELAY_MS);
    clock.increment(RECOMMENDED_RESTARTED_INTERVAL_MS - 1);
    expect(index()).toBe(1);
    clock.increment(1);
    expect(index()).toBe(2);
  });

  it.each([0, 1])('with %i product(s) never moves, on its own or with the arrows', (count) => {
    const { actor, clock, index } = start(count);
    clock.increment(RECOMMENDED_INTERVAL_MS * 5);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'PREV' });
    expect(actor.getSnapshot().matches({ autoplay: 'regular' })).toBe(true);
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'RESUME' });
    clock.increment(RECOMMENDED_INTERVAL_MS * 5);
    expect(index()).toBe(0);
    expect(actor.getSnapshot().context.usedArrows).toBe(false);
  });

  it('treats a nonsense count as no products', () => {
    const { actor } = start(-2);
    expect(actor.getSnapshot().context.count).toBe(0);
  });
});
