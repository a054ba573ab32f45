import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { productSearchMachine } from '../../../machines/productSearchMachine';
import type { ProductQuery } from '../../../machines/productSearchTypes';
import type { Product } from '../../../src/api/contract/shop/catalogue';

const product = { id: '1001', productName: 'RH-N21' } as Product;

function start(search: (query: ProductQuery) => Promise<Product[]>) {
  const machine = productSearchMachine.provide({
    actors: { search: fromPromise(({ input }: { input: ProductQuery }) => search(input)) },
  });
  return createActor(machine).start();
}

describe('productSearchMachine', () => {
  it('opens at once, then lists the results', async () => {
    const actor = start(async () => [product]);
    actor.send({ type: 'SEARCH', query: { kind: 'keyword', keyword: 'NB' } });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    await waitFor(actor, (s) => s.matches('results'));
    expect(actor.getSnapshot().context.results).toEqual([product]);
  });

  it('shows an empty result and a failure as states of their own', async () => {
    const empty = start(async () => []);
    empty.send({ type: 'SEARCH', query: { kind: 'keyword', keyword: 'zzz' } });
    await waitFor(empty, (s) => s.matches('empty'));
    const failing = start(async () => {
      throw new Error('down');
    });
    failing.send({ type: 'SEARCH', query: { kind: 'category', modeId: '5', modeName: 'A' } });
    await waitFor(failing, (s) => s.matches('failed'));
  });

  it('runs the same query again when a failed search is retried', async () => {
    const seen: ProductQuery[] = [];
    const actor = start(async (query) => {
      seen.push(query);
      if (seen.length === 1) throw new Error('down');
      return [product];
    });
    const query: ProductQuery = { kind: 'category', modeId: '5', modeName: 'A' };
    actor.send({ type: 'SEARCH', query });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('results'));
    expect(seen).toEqual([query, query]);
    expect(actor.getSnapshot().context.results).toEqual([product]);
  });

  it('replaces a running search and forgets everything on close', async () => {
    const seen: ProductQuery[] = [];
    const actor = start(async (query) => {
      seen.push(query);
      return [product];
    });
    actor.send({ type: 'SEARCH', query: { kind: 'keyword', keyword: 'a' } });
    actor.send({ type: 'SEARCH', query: { kind: 'keyword', keyword: 'b' } });
    await waitFor(actor, (s) => s.matches('results'));
    expect(actor.getSnapshot().context.query).toEqual({ kind: 'keyword', keyword: 'b' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ query: undefined, results: [] });
  });
});
