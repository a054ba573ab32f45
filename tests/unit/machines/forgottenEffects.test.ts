/**
 * A forgotten effect is a loud error (docs/architecture.md): every action a machine leaves to the
 * app is a stub that throws, naming itself, until the app's use…Machine hook gives the real one.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { machineCatalog } from '../../../machines/catalog';
import { toastMachine } from '../../../machines/toastMachine';
import { effectNames } from '../../model/support/effects';

const effects = machineCatalog.flatMap(({ machine }) =>
  effectNames(machine).map((name) => ({
    machine: machine.id,
    name,
    stub: (machine.implementations.actions as Record<string, (...args: unknown[]) => unknown>)[
      name
    ],
  })),
);

describe('the effects the app provides', () => {
  it('are many: the walk below sees every machine', () => {
    expect(new Set(effects.map((effect) => effect.machine)).size).toBeGreaterThanOrEqual(16);
  });

  it.each(effects)('$machine: $name fails, naming itself, while not provided', ({ name, stub }) => {
    expect(() => stub?.({}, undefined)).toThrow(`${name} is not provided`);
  });

  it('stops a running machine with the error instead of passing in silence', () => {
    const errors: unknown[] = [];
    const actor = createActor(toastMachine);
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('removeNotice is not provided');
  });
});
