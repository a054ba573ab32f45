/**
 * The live view's bookkeeping: bounded logs and stopped lists, an actor StrictMode starts twice,
 * a reply to `hello` that repeats what was heard. The protocol itself, over real channels, is
 * tests/unit/lib/liveInspection/liveProtocol.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { LiveActor, LiveMessage } from '../../../../src/lib/liveInspection/protocol';
import {
  applyLiveMessage,
  clearEnded,
  emptyLiveView,
  KEPT_EVENTS,
  KEPT_STOPPED,
  type LiveView,
} from '../../../../src/features/machineInspector/live/liveActors';

const tab = { id: 'shop-tab', route: '#/cartView' };
const snapshot = (leaf: string, status = 'active') => ({
  status,
  activeStateIds: ['checkout', leaf],
  leafStateIds: [leaf],
  context: {},
});
const actor = (sessionId: string, events: LiveActor['events'] = []): LiveActor => ({
  sessionId,
  actorId: 'checkout',
  machineId: 'checkout',
  parentSessionId: undefined,
  route: tab.route,
  startedAt: 1,
  snapshot: snapshot('checkout.cart'),
  events,
});
const event = (type: string, at: number) => ({ type, payload: {}, at });

const apply = (messages: LiveMessage[], from: LiveView = emptyLiveView) =>
  messages.reduce((view, message) => applyLiveMessage(view, message, 'inspector-tab'), from);

describe('live view bookkeeping', () => {
  it('keeps one entry for an actor started again (StrictMode), running, with its log', () => {
    const view = apply([
      { kind: 'started', tab, actor: actor('x:1') },
      { kind: 'event', tab, sessionId: 'x:1', event: event('xstate.init', 1) },
      { kind: 'stopped', tab, sessionId: 'x:1', snapshot: snapshot('checkout.cart', 'stopped') },
      { kind: 'started', tab, actor: actor('x:1') },
      { kind: 'event', tab, sessionId: 'x:1', event: event('xstate.init', 2) },
    ]);
    expect(view.actors).toHaveLength(1);
    expect(view.actors[0]?.status).toBe('running');
    expect(view.actors[0]?.events.map((logged) => logged.at)).toEqual([1, 2]);
  });

  it('adds only the events a reply to hello has that were not heard one by one', () => {
    const view = apply([
      { kind: 'started', tab, actor: actor('x:1') },
      { kind: 'event', tab, sessionId: 'x:1', event: event('xstate.init', 1) },
      { kind: 'event', tab, sessionId: 'x:1', event: event('SELECT_ALL', 2) },
      {
        kind: 'actors',
        tab,
        actors: [actor('x:1', [event('xstate.init', 1), event('SELECT_ALL', 2), event('PAY', 3)])],
      },
    ]);
    expect(view.actors[0]?.events.map((logged) => logged.type)).toEqual([
      'xstate.init',
      'SELECT_ALL',
      'PAY',
    ]);
  });

  it('marks stopped what a reply to hello no longer lists', () => {
    const view = apply([
      { kind: 'started', tab, actor: actor('x:1') },
      { kind: 'actors', tab, actors: [actor('x:2')] },
    ]);
    expect(view.actors.map((known) => [known.sessionId, known.status])).toEqual([
      ['x:1', 'stopped'],
      ['x:2', 'running'],
    ]);
  });

  it('keeps the newest events of an actor and the newest ended actors', () => {
    const events = Array.from({ length: KEPT_EVENTS + 3 }, (_, index): LiveMessage => ({
      kind: 'event',
      tab,
      sessionId: 'x:1',
      event: event(`E${index}`, index),
    }));
    const logged = apply([{ kind: 'started', tab, actor: actor('x:1') }, ...events]);
    expect(logged.actors[0]?.events).toHaveLength(KEPT_EVENTS);
    expect(logged.actors[0]?.events[0]?.type).toBe('E3');

    const lives = Array.from({ length: KEPT_STOPPED + 2 }, (_, index): LiveMessage[] => [
      { kind: 'started', tab, actor: actor(`x:${index}`) },
      {
        kind: 'stopped',
        tab,
        sessionId: `x:${index}`,
        snapshot: snapshot('checkout.cart', 'done'),
      },
    ]).flat();
    const ended = apply([...lives, { kind: 'started', tab, actor: actor('x:running') }]);
    expect(ended.actors).toHaveLength(KEPT_STOPPED + 1);
    expect(ended.actors[0]?.sessionId).toBe('x:2');
    expect(ended.actors.map((known) => known.status)).toContain('running');
    expect(clearEnded(ended).actors.map((known) => known.sessionId)).toEqual(['x:running']);
  });
});
