/**
 * The update check of /updView (docs/decisions.md "/updView and /sendDd"): what the form refuses
 * before asking, what it sends, and what the customer sees of the answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { firmwareCheckMachine } from '../../../machines/firmwareCheckMachine';
import type { FirmwareCheckAnswer } from '../../../machines/firmwareCheckRules';
import { latestFirmware as latest } from '../../../machines/samples/firmwareCheckSamples';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const answer = { model: 'RC-D410', version: '2.0.1', upToDate: false, latest };

function start(
  check: (input: {
    model: string;
    version: string;
  }) => Promise<FirmwareCheckAnswer> = async () => ({
    code: 1,
    data: answer,
  }),
) {
  const calls = { check: vi.fn(check) };
  const actor = createActor(
    firmwareCheckMachine.provide({
      actors: { check: fromPromise(({ input }) => calls.check(input)) },
    }),
  );
  actor.start();
  const change = (field: 'model' | 'version', value: string) =>
    actor.send({ type: 'CHANGE', field, value });
  const context = () => actor.getSnapshot().context;
  return { actor, calls, change, context };
}

describe('firmwareCheckMachine', () => {
  it('asks for the model and the version first, and sends nothing', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({ model: 'required', version: 'required' });
    expect(calls.check).not.toHaveBeenCalled();
  });

  it('takes fields of spaces for empty ones', () => {
    const { actor, calls, change, context } = start();
    change('model', '   ');
    change('version', ' ');
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({ model: 'required', version: 'required' });
    expect(calls.check).not.toHaveBeenCalled();
  });

  it('sends the model and the version trimmed, and shows the answer', async () => {
    const { actor, calls, change, context } = start();
    change('model', ' RC-D410 ');
    change('version', ' 2.0.1 ');
    actor.send({ type: 'SUBMIT' });
    expect(context().errors).toEqual({});
    await flush();
    expect(calls.check).toHaveBeenCalledExactlyOnceWith({ model: 'RC-D410', version: '2.0.1' });
    expect(actor.getSnapshot().value).toBe('answered');
    expect(context().result).toEqual(answer);
  });

  it.each<[string, FirmwareCheckAnswer]>([
    ['a refusal', { code: 0, msg: 'No firmware for this model', data: answer }],
    ['an answer without a result', { code: 1, msg: 'Try again later', data: null }],
  ])('keeps the form and shows the message of %s', async (_, reply) => {
    const { actor, change, context } = start(async () => reply);
    change('model', 'RC-D410');
    change('version', '2.0.1');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context().refusal).toBe(reply.msg);
    expect(context().result).toBeNull();
  });

  it('keeps a refusal without a message as an empty one', async () => {
    const { actor, change, context } = start(async () => ({ code: 0, data: null }));
    change('model', 'RC-D410');
    change('version', '2.0.1');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(context().refusal).toBe('');
  });

  it('forgets a failed check once a field changes', async () => {
    const { actor, change, context } = start(async () => {
      throw new Error('offline');
    });
    change('model', 'RC-D410');
    change('version', '2.0.1');
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(context().failed).toBe(true);
    change('version', '2.0.2');
    expect(context().failed).toBe(false);
  });
});
