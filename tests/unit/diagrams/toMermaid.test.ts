import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { machineCatalog } from '../../../machines/catalog';
import { checkoutMachine } from '../../../machines/checkoutMachine';
import { sessionMachine } from '../../../machines/sessionMachine';
import { toMermaidBlocks } from '../../../scripts/diagrams/toMermaid';
import { readMachineGraph } from '../../../src/features/machineInspector/diagram/machineGraph';

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
        saving: { invoke: { src: 'save', onDone: 'editing', onError: 'editing' } },
      },
    },
  },
});

const blocksOf = (each: Parameters<typeof readMachineGraph>[0]) =>
  toMermaidBlocks(readMachineGraph(each));
const textOf = (each: Parameters<typeof readMachineGraph>[0]) =>
  blocksOf(each)
    .map(({ text }) => text)
    .join('\n');

/** The ids of the states that have states inside, in a drawn diagram. */
const compositeIds = (text: string) =>
  [...text.matchAll(/^\s*state "[^"]*" as (\S+) \{$/gm)].map(([, id]) => id ?? '');

const catalog = machineCatalog.map(({ machine: each }) => [each.id, each] as const);

describe('toMermaidBlocks', () => {
  it('says what a simple state invokes under it, and a composite one beside it', () => {
    const lines = textOf(machine).split('\n');
    expect(lines).toContain('    form_open_saving : invoke save');
    expect(lines).toContain('  note right of form_open : invoke timer');
    expect(lines).not.toContain('  form_open : invoke timer');
  });

  it('draws the transitions between two states as one arrow, their labels one under the other', () => {
    expect(textOf(machine).split('\n')).toContain(
      '  form_open_saving --> form_open_editing : done： save<br/>error： save',
    );
  });

  it('splits a large machine into an overview and one diagram per top-level region', () => {
    const [overview, live, ...rest] = blocksOf(sessionMachine);
    expect(rest).toEqual([]);
    expect(overview?.region).toBeUndefined();
    expect(overview?.text.split('\n')).toContain(
      '  session_live --> session_unauthorized : UNAUTHORIZED',
    );
    expect(overview?.text).not.toContain('session_live_idle');
    expect(live?.region?.id).toBe('session.live');
    expect(live?.text.split('\n')).toContain(
      '  session_live_checkingUser --> session_live_idle : LOGIN_SUCCEEDED<br/>/ assignLogin<br/>done： getUserInfo<br/>[needsMessagingAppDetails]<br/>/ assignUserInfo,<br/>goToWxUserDetail<br/>done： getUserInfo [else]<br/>/ assignUserInfo<br/>error： getUserInfo',
    );
    expect(live?.text).not.toContain('session_unauthorized');
  });

  it('names the states outside a region by their path', () => {
    const payment = blocksOf(checkoutMachine).find(({ region }) => region?.key === 'payment');
    expect(payment?.text).toContain('state "→ sessionExpired" as out_checkout_sessionExpired');
    expect(payment?.text).toMatch(
      /checkout_payment_walletQr --> out_checkout_paid : done： polling \[pollingPaid\]/,
    );
  });

  // Mermaid refuses a `--` outside a composite state ("Parse error … got 'INVALID'").
  it.each(catalog)('%s separates parallel regions only inside a composite state', (_, each) => {
    for (const { text } of blocksOf(each)) {
      let depth = 0;
      for (const line of text.split('\n')) {
        if (line.trim() === '--') expect(depth, line).toBeGreaterThan(0);
        if (line.endsWith('{')) depth += 1;
        if (line.trim() === '}') depth -= 1;
      }
    }
  });

  // Mermaid refuses to draw a diagram where a composite state has a description.
  it.each(catalog)('%s gives no composite state a description', (_, each) => {
    for (const { text } of blocksOf(each))
      for (const id of compositeIds(text))
        expect(text).not.toMatch(new RegExp(`^\\s*${id} :`, 'm'));
  });
});
