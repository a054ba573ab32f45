import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { countdownMachine } from '../../../machines/countdownMachine';
import {
  RECOVERY_COUNTDOWN,
  REGISTRATION_COUNTDOWN,
  type AddressInput,
  type CountdownInput,
  type RegisteredOutput,
  type SendCodeOutput,
} from '../../../machines/countdownRules';
import { emailProblem, phoneProblem } from '../../../src/domain/contact';
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_S } from '../../../src/domain/timings';

const PHONE = '13800138000';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A simulated clock fires one timer per increment, so a countdown advances second by second. */
function advanceSeconds(clock: SimulatedClock, seconds: number) {
  for (let second = 0; second < seconds; second += 1) clock.increment(COUNTDOWN_TICK_MS);
}

function start(
  input: CountdownInput,
  {
    registered = false,
    send = { sent: true },
    checkFails = false,
    sendFails = false,
  }: {
    registered?: boolean;
    send?: SendCodeOutput;
    checkFails?: boolean;
    sendFails?: boolean;
  } = {},
) {
  const clock = new SimulatedClock();
  const checkRegistered = vi.fn(async (_input: AddressInput): Promise<RegisteredOutput> => {
    if (checkFails) throw new Error('network');
    return { registered };
  });
  const sendCode = vi.fn(async (_input: AddressInput): Promise<SendCodeOutput> => {
    if (sendFails) throw new Error('network');
    return send;
  });
  const reportError = vi.fn();
  const machine = countdownMachine.provide({
    actors: {
      checkRegistered: fromPromise(({ input }) => checkRegistered(input)),
      sendCode: fromPromise(({ input }) => sendCode(input)),
    },
    actions: { reportError },
  });
  const actor = createActor(machine, { clock, input });
  actor.start();
  return { actor, clock, checkRegistered, sendCode, reportError };
}

describe('phone and email rules', () => {
  it.each([
    ['', 'phoneEmpty'],
    ['   ', 'phoneEmpty'],
    ['13800a38000', 'phoneNotNumeric'],
    ['+8613800138000', 'phoneNotNumeric'],
    ['1380013800', 'phoneFormat'],
    ['138001380001', 'phoneFormat'],
    ['12800138000', 'phoneFormat'],
    ['23800138000', 'phoneFormat'],
    [PHONE, undefined],
    ['19912345678', undefined],
    [` ${PHONE} `, undefined],
  ])('phone %j → %s', (phone, problem) => {
    expect(phoneProblem(phone)).toBe(problem);
  });

  it.each([
    ['', 'emailEmpty'],
    ['user', 'emailFormat'],
    ['user@host', 'emailFormat'],
    ['us er@host.cn', 'emailFormat'],
    ['user@host.cn', undefined],
  ])('email %j → %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });
});

describe('countdownMachine', () => {
  it('a +65 number is judged by Singapore’s rule and sent with its area code', async () => {
    const { actor, sendCode } = start({ purpose: 'register', ...REGISTRATION_COUNTDOWN });
    actor.send({ type: 'SEND', to: '91234567' });
    expect(actor.getSnapshot().context.error).toBe('phoneFormat');
    actor.send({ type: 'SEND', to: '13800138000', areaCode: '65' });
    expect(actor.getSnapshot().context.error).toBe('phoneFormat');
    actor.send({ type: 'SEND', to: '91234567', areaCode: '65' });
    await flush();
    expect(sendCode).toHaveBeenCalledExactlyOnceWith({
      channel: 'phone',
      to: '91234567',
      areaCode: '65',
    });
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('registration: checks, sends, counts 60 s once per second, then re-enables', async () => {
    const { actor, clock, checkRegistered, sendCode } = start({
      purpose: 'register',
      ...REGISTRATION_COUNTDOWN,
    });
    actor.send({ type: 'SEND', to: ` ${PHONE} ` });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(checkRegistered).toHaveBeenCalledWith({ channel: 'phone', to: PHONE, areaCode: '86' });
    expect(sendCode).toHaveBeenCalledWith({ channel: 'phone', to: PHONE, areaCode: '86' });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remaining).toBe(RESEND_COUNTDOWN_S);
    clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().context.remaining).toBe(59);
    advanceSeconds(clock, 58);
    expect(actor.getSnapshot().context.remaining).toBe(1);
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    // The second send counts 60 s again.
    actor.send({ type: 'SEND', to: PHONE });
    await flush();
    expect(actor.getSnapshot().context.remaining).toBe(60);
  });

  it('recovery: the first countdown is 10 s, later ones 60 s', async () => {
    const { actor, clock } = start(
      { purpose: 'recover', ...RECOVERY_COUNTDOWN },
      { registered: true },
    );
    actor.send({ type: 'SEND', to: PHONE });
    await flush();
    expect(actor.getSnapshot().context.remaining).toBe(10);
    advanceSeconds(clock, 9);
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'SEND', to: PHONE });
    await flush();
    expect(actor.getSnapshot().context.remaining).toBe(60);
    advanceSeconds(clock, 59);
    expect(actor.getSnapshot().value).toBe('counting');
    clock.increment(COUNTDOWN_TICK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores presses while checking, sending or counting', async () => {
    const { actor, sendCode, checkRegistered } = start({ purpose: 'register' });
    actor.send({ type: 'SEND', to: PHONE });
    actor.send({ type: 'SEND', to: PHONE });
    await flush();
    actor.send({ type: 'SEND', to: PHONE });
    await flush();
    expect(checkRegistered).toHaveBeenCalledOnce();
    expect(sendCode).toHaveBeenCalledOnce();
  });

  it.each([
    ['', 'phoneEmpty'],
    ['138abc', 'phoneNotNumeric'],
    ['1380013800', 'phoneFormat'],
  ] as const)('refuses phone %j locally with %s and calls nothing', (to, error) => {
    const { actor, checkRegistered } = start({ purpose: 'register' });
    actor.send({ type: 'SEND', to });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(checkRegistered).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'emailEmpty'],
    ['someone', 'emailFormat'],
  ] as const)('refuses email %j locally with %s', (to, error) => {
    const { actor, checkRegistered } = start({ purpose: 'recover', channel: 'email' });
    actor.send({ type: 'SEND', to });
    expect(actor.getSnapshot().context.error).toBe(error);
    expect(checkRegistered).not.toHaveBeenCalled();
  });

  it.each([
    ['register', 'phone', true, 'alreadyRegistered'],
    ['bind', 'phone', true, 'alreadyBound'],
    ['recover', 'phone', false, 'notExist'],
    ['recover', 'email', false, 'emailNotRegistered'],
  ] as const)(
    '%s by %s with registered=%s: %s and no code is sent',
    async (purpose, channel, registered, error) => {
      const { actor, sendCode } = start({ purpose, channel }, { registered });
      actor.send({ type: 'SEND', to: channel === 'phone' ? PHONE : 'user@host.cn' });
      await flush();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toBe(error);
      expect(sendCode).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['register', false],
    ['bind', false],
    ['recover', true],
  ] as const)('%s with registered=%s sends the code', async (purpose, registered) => {
    const { actor, sendCode } = start({ purpose }, { registered });
    actor.send({ type: 'SEND', to: PHONE });
    await flush();
    expect(sendCode).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('counting');
  });

  it('recovery by email sends to the email address', async () => {
    const { actor, sendCode } = start(
      { purpose: 'recover', channel: 'email' },
      { registered: true },
    );
    actor.send({ type: 'SEND', to: 'user@host.cn' });
    await flush();
    expect(sendCode).toHaveBeenCalledWith({ channel: 'email', to: 'user@host.cn', areaCode: '86' });
  });

  it('a refused send goes back to idle with the server message for the dialog', async () => {
    const { actor, reportError } = start(
      { purpose: 'register' },
      { send: { sent: false, message: '发送过于频繁' } },
    );
    actor.send({ type: 'SEND', to: PHONE });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    // A machine that runs the countdown as its child hears of the refusal.
    expect(reportError).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'sendFailed',
      serverMessage: '发送过于频繁',
      remaining: 0,
    });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.serverMessage).toBeUndefined();
  });

  it.each([
    ['checkRegistered', { checkFails: true }],
    ['sendCode', { sendFails: true }],
  ] as const)(
    'a failed %s call re-enables the button (the client warned)',
    async (_name, options) => {
      const { actor } = start({ purpose: 'register' }, options);
      actor.send({ type: 'SEND', to: PHONE });
      await flush();
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.error).toBe('requestFailed');
    },
  );

  it('a new press clears the previous error', async () => {
    const { actor } = start({ purpose: 'register' });
    actor.send({ type: 'SEND', to: '' });
    expect(actor.getSnapshot().context.error).toBe('phoneEmpty');
    actor.send({ type: 'SEND', to: PHONE });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('defaults to 60 s on the phone channel', () => {
    const { actor } = start({ purpose: 'bind' });
    expect(actor.getSnapshot().context).toMatchObject({
      channel: 'phone',
      firstSeconds: 60,
      seconds: 60,
    });
  });
});
