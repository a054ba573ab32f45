/**
 * The live view's protocol end to end, over real BroadcastChannels as two tabs use them: a tab of
 * the app reports a product machine's actor (src/lib/liveInspection/liveReporter.ts), the
 * inspector tab builds its view from what it hears (src/features/machineInspector/live/).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addToCartMachine } from '../../../../machines/addToCartMachine';
import type { AddToCartEvent } from '../../../../machines/addToCartTypes';
import { createMachineInspector } from '../../../../src/lib/machineInspector';
import { createLiveReporter } from '../../../../src/lib/liveInspection/liveReporter';
import {
  isLiveMessage,
  LIVE_CHANNEL,
  type LiveMessage,
} from '../../../../src/lib/liveInspection/protocol';
import {
  applyLiveMessage,
  clearEnded,
  emptyLiveView,
  type LiveView,
} from '../../../../src/features/machineInspector/live/liveActors';

const channels: BroadcastChannel[] = [];
const actors: { stop(): void }[] = [];

afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
  channels.splice(0).forEach((channel) => channel.close());
});

function openChannel(onMessage: (message: LiveMessage) => void) {
  const channel = new BroadcastChannel(LIVE_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isLiveMessage(event.data)) onMessage(event.data);
  };
  channels.push(channel);
  return channel;
}

/** A tab of the app: its own channel, its reporter, its machines reporting through `inspect`. */
function openAppTab(id: string, route: string) {
  const tab = { id, route };
  const inspector = createMachineInspector();
  const channel = openChannel((message) => reporter.receive(message));
  const reporter = createLiveReporter({
    post: (message) => channel.postMessage(message),
    tab: () => ({ ...tab }),
    now: Date.now,
  });
  inspector.observe(reporter.inspect);

  /** Adds a product to the cart with a shop call the test answers. */
  function startAddToCart() {
    let refuse: (reason: Error) => void = () => undefined;
    const machine = addToCartMachine.provide({
      actors: {
        addToCart: fromPromise(() => new Promise((_resolve, reject) => (refuse = reject))),
      },
    });
    const actor = createActor(machine, { inspect: inspector.inspect }).start();
    actors.push(actor);
    return { actor, refuse: (reason: Error) => refuse(reason) };
  }

  return {
    tab,
    reporter,
    startAddToCart,
    navigate(hash: string) {
      tab.route = hash;
      reporter.routeChanged();
    },
  };
}

/** The inspector tab: it hears the channel and says hello, as the live view does. */
function openInspector(ownTabId = 'inspector-tab') {
  let view: LiveView = emptyLiveView;
  const channel = openChannel((message) => (view = applyLiveMessage(view, message, ownTabId)));
  return {
    view: () => view,
    hello: () => channel.postMessage({ kind: 'hello', from: ownTabId } satisfies LiveMessage),
    clear: () => (view = clearEnded(view)),
  };
}

const ADD: AddToCartEvent = {
  type: 'ADD',
  productId: 'p-42',
  productName: 'Gateway',
  quantity: 2,
  onSale: true,
  loggedIn: true,
  stock: 9,
};

const inView = (view: LiveView, machineId: string) =>
  view.actors.find((actor) => actor.machineId === machineId);

describe('live view protocol', () => {
  it('answers an inspector opened later with every running actor, its states, events and context', async () => {
    const shopTab = openAppTab('shop-tab', '#/goodsDeil?id=p-42');
    const { actor } = shopTab.startAddToCart();
    actor.send(ADD);
    const inspector = openInspector();
    // Before its hello, the inspector has heard nothing of what happened earlier.
    expect(inspector.view().actors).toEqual([]);

    inspector.hello();

    await vi.waitFor(() => expect(inView(inspector.view(), 'addToCart')).toBeDefined());
    const view = inspector.view();
    expect(view.tabs).toEqual([{ id: 'shop-tab', route: '#/goodsDeil?id=p-42', closed: false }]);
    const machineActor = inView(view, 'addToCart');
    expect(machineActor).toMatchObject({
      actorId: 'addToCart',
      status: 'running',
      route: '#/goodsDeil?id=p-42',
      snapshot: {
        leafStateIds: ['addToCart.adding'],
        activeStateIds: ['addToCart', 'addToCart.adding'],
        // `failureMessage: undefined`, which JSON cannot hold.
        context: {},
      },
    });
    expect(machineActor?.events.map((event) => event.type)).toEqual(['xstate.init', 'ADD']);
    expect(machineActor?.events[1]?.payload).toEqual({
      productId: 'p-42',
      productName: 'Gateway',
      quantity: 2,
      onSale: true,
      loggedIn: true,
      stock: 9,
    });
    // The shop call it invoked, under it.
    const call = view.actors.find((known) => known.parentSessionId === machineActor?.sessionId);
    expect(call).toMatchObject({ actorId: 'addToCart', machineId: undefined, status: 'running' });
  });

  it('follows an actor as it starts, moves, receives events and stops', async () => {
    const inspector = openInspector();
    const shopTab = openAppTab('shop-tab', '#/goodsDeil?id=p-42');
    const { actor, refuse } = shopTab.startAddToCart();

    await vi.waitFor(() =>
      expect(inView(inspector.view(), 'addToCart')?.snapshot.leafStateIds).toEqual([
        'addToCart.idle',
      ]),
    );
    actor.send(ADD);
    await vi.waitFor(() =>
      expect(inView(inspector.view(), 'addToCart')?.snapshot.leafStateIds).toEqual([
        'addToCart.adding',
      ]),
    );
    const machineSession = inView(inspector.view(), 'addToCart')?.sessionId;
    expect(inspector.view().actors[1]).toMatchObject({
      actorId: 'addToCart',
      machineId: undefined,
      parentSessionId: machineSession,
      status: 'running',
    });
    refuse(new Error('Sold out'));
    await vi.waitFor(() =>
      expect(inView(inspector.view(), 'addToCart')?.snapshot).toMatchObject({
        leafStateIds: ['addToCart.failed'],
        context: { failureMessage: 'Sold out' },
      }),
    );
    const events = inView(inspector.view(), 'addToCart')?.events.map((event) => event.type);
    expect(events).toEqual(['xstate.init', 'ADD', 'xstate.error.actor.addToCart']);
    // The call it invoked ended: listed no more, its outcome is that event in the log.
    expect(inspector.view().actors.map((known) => known.actorId)).toEqual(['addToCart']);

    actor.stop();
    await vi.waitFor(() => expect(inView(inspector.view(), 'addToCart')?.status).toBe('stopped'));
    // Stopped, it still shows where it was.
    expect(inView(inspector.view(), 'addToCart')?.snapshot.leafStateIds).toEqual([
      'addToCart.failed',
    ]);
  });

  it("leaves out the inspector tab's own actors, which do not answer its hello either", async () => {
    const inspector = openInspector('inspector-tab');
    const ownTab = openAppTab('inspector-tab', '#/__machines/live');
    const otherTab = openAppTab('shop-tab', '#/goodsDeil?id=p-42');
    const heard: LiveMessage[] = [];
    openChannel((message) => heard.push(message));
    ownTab.startAddToCart().actor.send(ADD);
    otherTab.startAddToCart();
    inspector.hello();

    await vi.waitFor(() =>
      expect(inspector.view().tabs.map((tab) => tab.id)).toEqual(['shop-tab']),
    );
    await vi.waitFor(() =>
      expect(inspector.view().actors.map((actor) => actor.snapshot.leafStateIds)).toEqual([
        ['addToCart.idle'],
      ]),
    );
    const answers = heard.filter((message) => message.kind === 'actors');
    expect(answers.map((message) => message.tab.id)).toEqual(['shop-tab']);
    // The own tab did report its actor: the view is what leaves it out.
    expect(heard).toContainEqual(
      expect.objectContaining({
        kind: 'event',
        tab: expect.objectContaining({ id: 'inspector-tab' }),
      }),
    );
  });

  it('tells the route a tab moves to, and marks the actors of a closed tab gone until cleared', async () => {
    const inspector = openInspector();
    const shopTab = openAppTab('shop-tab', '#/goodsDeil?id=p-42');
    shopTab.startAddToCart();
    await vi.waitFor(() => expect(inView(inspector.view(), 'addToCart')?.status).toBe('running'));

    shopTab.navigate('#/cartView');
    await vi.waitFor(() => expect(inspector.view().tabs[0]?.route).toBe('#/cartView'));
    // The actor keeps the screen it started on.
    expect(inView(inspector.view(), 'addToCart')?.route).toBe('#/goodsDeil?id=p-42');

    shopTab.reporter.tabClosed();
    await vi.waitFor(() => expect(inspector.view().tabs[0]?.closed).toBe(true));
    expect(inspector.view().actors.map((actor) => actor.status)).toEqual(['gone']);

    inspector.clear();
    expect(inspector.view()).toEqual(emptyLiveView);
  });
});
