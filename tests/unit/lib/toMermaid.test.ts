import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { toMermaid } from '../../../src/lib/toMermaid';
import { machineCatalog } from '../../../machines/catalog';

const waits = fromPromise(async () => undefined);

const machine = setup({ actors: { timer: waits, save: waits } }).createMachine({
  id: 'form',
  initial: 'open',
  states: {
    open: {
      invoke: { src: 'timer' },
      initial: 'editing',
      states: {
        editing: { on: { SUBMIT: 'saving' } },
        saving: { invoke: { src: 'save', onDone: 'editing' } },
      },
    },
  },
});

/** The ids of the states that have states inside, in a drawn diagram. */
const compositeIds = (text: string) =>
  [...text.matchAll(/^\s*state "[^"]*" as (\S+) \{$/gm)].map(([, id]) => id ?? '');

describe('toMermaid', () => {
  it('says what a simple state invokes under it, and a composite one beside it', () => {
    const lines = toMermaid(machine).split('\n');
    expect(lines).toContain('    form_open_saving : invoke save');
    expect(lines).toContain('  note right of form_open : invoke timer');
    expect(lines).not.toContain('  form_open : invoke timer');
  });

  // Mermaid refuses a `--` outside a composite state ("Parse error … got 'INVALID'").
  it.each(machineCatalog.map(({ machine: each }) => [each.id, each] as const))(
    '%s separates parallel regions only inside a composite state',
    (_, each) => {
      let depth = 0;
      for (const line of toMermaid(each).split('\n')) {
        if (line.trim() === '--') expect(depth, line).toBeGreaterThan(0);
        if (line.endsWith('{')) depth += 1;
        if (line.trim() === '}') depth -= 1;
      }
    },
  );

  // Mermaid refuses to draw a diagram where a composite state has a description.
  it.each(machineCatalog.map(({ machine: each }) => [each.id, each] as const))(
    '%s gives no composite state a description',
    (_, each) => {
      const text = toMermaid(each);
      for (const id of compositeIds(text))
        expect(text).not.toMatch(new RegExp(`^\\s*${id} :`, 'm'));
    },
  );
});
