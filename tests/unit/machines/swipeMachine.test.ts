import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { swipeMachine } from '../../../machines/swipeMachine';
import { classifySwipe, SWIPE_THRESHOLD_PX } from '../../../machines/swipeRules';

function start() {
  const swipedLeft = vi.fn();
  const swipedRight = vi.fn();
  const actor = createActor(swipeMachine.provide({ actions: { swipedLeft, swipedRight } }));
  actor.start();
  const gesture = (from: [number, number], ...moves: [number, number][]) => {
    actor.send({ type: 'START', x: from[0], y: from[1] });
    for (const [x, y] of moves) actor.send({ type: 'MOVE', x, y });
  };
  return { actor, gesture, swipedLeft, swipedRight };
}

describe('swipeMachine', () => {
  it('has the spec threshold of 100 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(100);
  });

  it('reports a swipe left when the finger travels at least 100 px leftwards', () => {
    const { actor, gesture, swipedLeft, swipedRight } = start();
    gesture([300, 200], [250, 205], [200, 210]);
    expect(actor.getSnapshot().context).toMatchObject({ dx: -100, dy: 10 });
    actor.send({ type: 'END' });
    expect(swipedLeft).toHaveBeenCalledOnce();
    expect(swipedRight).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('reports a swipe right when the finger travels at least 100 px rightwards', () => {
    const { actor, gesture, swipedLeft, swipedRight } = start();
    gesture([100, 200], [260, 150]);
    actor.send({ type: 'END' });
    expect(swipedRight).toHaveBeenCalledOnce();
    expect(swipedLeft).not.toHaveBeenCalled();
  });

  it('reports nothing below the threshold', () => {
    const { actor, gesture, swipedLeft, swipedRight } = start();
    gesture([300, 200], [201, 200]);
    actor.send({ type: 'END' });
    expect(swipedLeft).not.toHaveBeenCalled();
    expect(swipedRight).not.toHaveBeenCalled();
  });

  it('judges where the finger is at the end, not how far it went on the way', () => {
    const { actor, gesture, swipedLeft, swipedRight } = start();
    gesture([300, 200], [100, 200], [280, 200]);
    actor.send({ type: 'END' });
    expect(swipedLeft).not.toHaveBeenCalled();
    expect(swipedRight).not.toHaveBeenCalled();
  });

  it.each([
    ['mostly vertical', [420, 500]],
    ['exactly diagonal', [450, 350]],
  ] as const)('a %s movement is scrolling, not a swipe', (_what, to) => {
    const { actor, gesture, swipedLeft, swipedRight } = start();
    gesture([300, 200], [to[0], to[1]]);
    actor.send({ type: 'END' });
    expect(swipedLeft).not.toHaveBeenCalled();
    expect(swipedRight).not.toHaveBeenCalled();
  });

  it('reports nothing when cancelled, however far the finger went', () => {
    const { actor, gesture, swipedLeft, swipedRight } = start();
    gesture([300, 200], [0, 200]);
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'END' });
    expect(swipedLeft).not.toHaveBeenCalled();
    expect(swipedRight).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context).toEqual({ startX: 0, startY: 0, dx: 0, dy: 0 });
  });

  it('ignores moves without a press and a second finger while tracking', () => {
    const { actor, gesture, swipedLeft } = start();
    actor.send({ type: 'MOVE', x: 10, y: 10 });
    expect(actor.getSnapshot().value).toBe('idle');
    gesture([300, 200], [250, 200]);
    actor.send({ type: 'START', x: 0, y: 0 });
    actor.send({ type: 'MOVE', x: 150, y: 200 });
    expect(actor.getSnapshot().context).toMatchObject({ startX: 300, dx: -150 });
    actor.send({ type: 'END' });
    expect(swipedLeft).toHaveBeenCalledOnce();
  });

  it('forgets the gesture afterwards, and each gesture reports at most once', () => {
    const { actor, gesture, swipedLeft } = start();
    gesture([300, 200], [100, 200]);
    actor.send({ type: 'END' });
    actor.send({ type: 'END' });
    expect(actor.getSnapshot().context).toEqual({ startX: 0, startY: 0, dx: 0, dy: 0 });
    gesture([300, 200], [150, 200]);
    actor.send({ type: 'END' });
    expect(swipedLeft).toHaveBeenCalledTimes(2);
  });

  it('classifies by distance and dominant axis', () => {
    expect(classifySwipe(-100, 0)).toBe('left');
    expect(classifySwipe(100, 99)).toBe('right');
    expect(classifySwipe(100, -100)).toBe('none');
    expect(classifySwipe(99, 0)).toBe('none');
    expect(classifySwipe(0, 300)).toBe('none');
  });
});
