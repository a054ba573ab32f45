import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { addToCartMachine } from '../../../machines/addToCartMachine';
import type { AddToCartRequest } from '../../../machines/addToCartTypes';

const request = { productId: '1001', productName: 'RH-N21', quantity: 3 };

function start(add: (input: AddToCartRequest) => Promise<unknown>) {
  const spy = vi.fn(add);
  const machine = addToCartMachine.provide({
    actors: { addToCart: fromPromise(({ input }: { input: AddToCartRequest }) => spy(input)) },
  });
  const actor = createActor(machine).start();
  return { actor, spy };
}

describe('addToCartMachine', () => {
  it('adds the chosen quantity when logged in and in stock', async () => {
    const { actor, spy } = start(async () => ({}));
    actor.send({ type: 'ADD', onSale: true, loggedIn: true, stock: 5, ...request });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('added'));
    expect(spy).toHaveBeenCalledWith(request);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('refuses stock 0 without calling the shop', () => {
    const { actor, spy } = start(async () => ({}));
    actor.send({ type: 'ADD', onSale: true, loggedIn: true, stock: 0, ...request });
    expect(actor.getSnapshot().value).toBe('outOfStock');
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a product not on sale before anything else, without calling the shop', () => {
    const { actor, spy } = start(async () => ({}));
    actor.send({ type: 'ADD', onSale: false, loggedIn: false, stock: 0, ...request });
    expect(actor.getSnapshot().value).toBe('notOnSale');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(spy).not.toHaveBeenCalled();
  });

  it('offers the login page to a visitor, before checking the stock', () => {
    const { actor, spy } = start(async () => ({}));
    actor.send({ type: 'ADD', onSale: true, loggedIn: false, stock: 0, ...request });
    expect(actor.getSnapshot().value).toBe('loginRequired');
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps the refusal message and ignores presses while adding', async () => {
    const { actor, spy } = start(async () => {
      throw new Error('not logged in');
    });
    actor.send({ type: 'ADD', onSale: true, loggedIn: true, stock: 5, ...request });
    actor.send({ type: 'ADD', onSale: true, loggedIn: true, stock: 5, ...request });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(spy).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.failureMessage).toBe('not logged in');
  });
});
