import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { RegisteredOutput, SendCodeOutput } from '../../../machines/countdownRules';
import { bindingCodeButton } from '../../../machines/phoneBindingCodeButton';
import { phoneBindingMachine } from '../../../machines/phoneBindingMachine';
import {
  phoneProblem,
  type BindPhoneResult,
  type CheckCodeResult,
} from '../../../machines/phoneBindingRules';
import { COUNTDOWN_TICK_MS, RESEND_COUNTDOWN_S } from '../../../src/domain/timings';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const VALID_PHONE = '13800138000';

type PhoneInput = { phone: string };

interface Answers {
  checkPhone?: (input: PhoneInput) => Promise<RegisteredOutput>;
  sendCode?: (input: PhoneInput) => Promise<SendCodeOutput>;
  checkCode?: (input: PhoneInput & { code: string }) => Promise<CheckCodeResult>;
  bindPhone?: (input: PhoneInput) => Promise<BindPhoneResult>;
}

function start(answers: Answers = {}) {
  const clock = new SimulatedClock();
  const calls = {
    checkPhone: vi.fn<NonNullable<Answers['checkPhone']>>(
      answers.checkPhone ?? (async () => ({ registered: false })),
    ),
    sendCode: vi.fn<NonNullable<Answers['sendCode']>>(
      answers.sendCode ?? (async () => ({ sent: true })),
    ),
    checkCode: vi.fn<NonNullable<Answers['checkCode']>>(
      answers.checkCode ?? (async () => ({ code: 1 })),
    ),
    bindPhone: vi.fn<NonNullable<Answers['bindPhone']>>(
      answers.bindPhone ?? (async () => ({ code: 1 })),
    ),
  };
  const notifyPhoneBound = vi.fn();
  const machine = phoneBindingMachine.provide({
    actors: {
      // The code button is the countdown machine; it asks with the channel and the address.
      codeButton: bindingCodeButton.provide({
        actors: {
          checkRegistered: fromPromise(({ input }) => calls.checkPhone({ phone: input.to })),
          sendCode: fromPromise(({ input }) => calls.sendCode({ phone: input.to })),
        },
      }),
      checkCode: fromPromise(({ input }) => calls.checkCode(input)),
      bindPhone: fromPromise(({ input }) => calls.bindPhone(input)),
    },
    actions: { notifyPhoneBound },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  const type = (field: 'phone' | 'code', value: string) =>
    actor.send({ type: 'CHANGE', field, value });
  return { actor, clock, calls, notifyPhoneBound, type };
}

type Started = ReturnType<typeof start>['actor'];
/** The code button's own snapshot (the invoked countdown machine). */
const button = (actor: Started) => actor.getSnapshot().children.codeButton?.getSnapshot();
const codeButton = (actor: Started) => button(actor)?.value;
const remaining = (actor: Started) => button(actor)?.context.remaining;
/** The button cannot be pressed: it is asking, or counting down. */
const codeBusy = (actor: Started) =>
  Boolean(button(actor)?.hasTag('busy') || (remaining(actor) ?? 0) > 0);

describe('phoneBindingMachine', () => {
  describe('getting a code', () => {
    it('asks for a phone number first and sends nothing', () => {
      const { actor, calls } = start();
      actor.send({ type: 'GET_CODE' });
      expect(actor.getSnapshot().context.errors).toEqual({ phone: 'phoneRequired' });
      expect(codeButton(actor)).toBe('idle');
      expect(calls.checkPhone).not.toHaveBeenCalled();
    });

    it.each(['12345', '12800138000', '1380013800a', '138001380001', '23800138000'])(
      'refuses %s as not a mainland mobile number',
      (phone) => {
        const { actor, calls, type } = start();
        type('phone', phone);
        actor.send({ type: 'GET_CODE' });
        expect(actor.getSnapshot().context.errors).toEqual({ phone: 'phoneFormat' });
        expect(calls.checkPhone).not.toHaveBeenCalled();
      },
    );

    it.each(['13000000000', '15912345678', '19999999999'])('accepts %s', (phone) => {
      expect(phoneProblem(phone)).toBeNull();
    });

    it('shows "already bound" for a registered phone and sends no code', async () => {
      const { actor, calls, type } = start({ checkPhone: async () => ({ registered: true }) });
      type('phone', VALID_PHONE);
      actor.send({ type: 'GET_CODE' });
      expect(codeBusy(actor)).toBe(true);
      await flush();
      expect(calls.checkPhone).toHaveBeenCalledWith({ phone: VALID_PHONE });
      expect(actor.getSnapshot().context.errors).toEqual({ phone: 'phoneRegistered' });
      expect(codeButton(actor)).toBe('idle');
      expect(calls.sendCode).not.toHaveBeenCalled();
    });

    it('counts 60 s down after a send, one second at a time, then offers the button again', async () => {
      const { actor, clock, calls, type } = start();
      type('phone', VALID_PHONE);
      actor.send({ type: 'GET_CODE' });
      await flush();
      expect(calls.sendCode).toHaveBeenCalledWith({ phone: VALID_PHONE });
      expect(codeButton(actor)).toBe('counting');
      expect(remaining(actor)).toBe(RESEND_COUNTDOWN_S);
      expect(codeBusy(actor)).toBe(true);

      const seen: (number | undefined)[] = [remaining(actor)];
      for (let second = 1; second < RESEND_COUNTDOWN_S; second += 1) {
        clock.increment(COUNTDOWN_TICK_MS);
        seen.push(remaining(actor));
      }
      expect(seen).toEqual(Array.from({ length: RESEND_COUNTDOWN_S }, (_, i) => 60 - i));
      actor.send({ type: 'GET_CODE' });
      expect(calls.checkPhone).toHaveBeenCalledOnce();

      clock.increment(COUNTDOWN_TICK_MS);
      expect(codeButton(actor)).toBe('idle');
      expect(remaining(actor)).toBe(0);
      expect(codeBusy(actor)).toBe(false);
      actor.send({ type: 'GET_CODE' });
      expect(calls.checkPhone).toHaveBeenCalledTimes(2);
    });

    it('shows the server message when the code was not sent, and no countdown', async () => {
      const { actor, type } = start({
        sendCode: async () => ({ sent: false, message: 'Too often' }),
      });
      type('phone', VALID_PHONE);
      actor.send({ type: 'GET_CODE' });
      await flush();
      expect(codeButton(actor)).toBe('idle');
      expect(actor.getSnapshot().context.failure).toEqual({ code: 'server', message: 'Too often' });
    });

    it('falls back to "unknown error" when a refused send has no message', async () => {
      const { actor, type } = start({ sendCode: async () => ({ sent: false }) });
      type('phone', VALID_PHONE);
      actor.send({ type: 'GET_CODE' });
      await flush();
      expect(actor.getSnapshot().context.failure).toEqual({ code: 'unknown' });
    });

    it.each(['checkPhone', 'sendCode'] as const)(
      'returns the button when %s fails on the network',
      async (failing) => {
        const { actor, type } = start({
          [failing]: async () => {
            throw new Error('offline');
          },
        });
        type('phone', VALID_PHONE);
        actor.send({ type: 'GET_CODE' });
        await flush();
        expect(codeButton(actor)).toBe('idle');
        expect(actor.getSnapshot().context.failure).toEqual({ code: 'network' });
      },
    );
    it('clears the last refusal when the code is asked for again', async () => {
      let registered = true;
      let online = false;
      const { actor, type } = start({
        checkPhone: async () => ({ registered }),
        sendCode: async () => {
          if (!online) throw new Error('offline');
          return { sent: true };
        },
      });
      type('phone', VALID_PHONE);
      actor.send({ type: 'GET_CODE' });
      await flush();
      expect(actor.getSnapshot().context.errors).toEqual({ phone: 'phoneRegistered' });

      registered = false;
      actor.send({ type: 'GET_CODE' });
      expect(actor.getSnapshot().context.errors).toEqual({});
      await flush();
      expect(actor.getSnapshot().context.failure).toEqual({ code: 'network' });

      online = true;
      actor.send({ type: 'GET_CODE' });
      expect(actor.getSnapshot().context.failure).toBeNull();
      await flush();
      expect(codeButton(actor)).toBe('counting');
      expect(actor.getSnapshot().context.failure).toBeNull();
    });

    it('keeps the code message when the code is asked for again', async () => {
      const { actor, type } = start();
      type('phone', VALID_PHONE);
      actor.send({ type: 'SUBMIT' });
      actor.send({ type: 'GET_CODE' });
      expect(actor.getSnapshot().context.errors).toEqual({ code: 'codeRequired' });
    });
  });

  describe('binding', () => {
    it('requires a valid phone and a code before checking anything', () => {
      const { actor, calls, type } = start();
      type('phone', '123');
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.errors).toEqual({
        phone: 'phoneFormat',
        code: 'codeRequired',
      });
      expect(calls.checkCode).not.toHaveBeenCalled();
    });

    it('checks the code, binds the phone and reports the new phone', async () => {
      const { actor, calls, notifyPhoneBound, type } = start();
      type('phone', ` ${VALID_PHONE} `);
      type('code', '123456');
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await flush();
      expect(calls.checkCode).toHaveBeenCalledWith({ phone: VALID_PHONE, code: '123456' });
      expect(calls.bindPhone).toHaveBeenCalledWith({ phone: VALID_PHONE });
      expect(actor.getSnapshot().status).toBe('done');
      expect(notifyPhoneBound).toHaveBeenCalledWith(expect.anything(), { phone: VALID_PHONE });
    });

    it('sends the code without the spaces around it', async () => {
      const { actor, calls, type } = start();
      type('phone', VALID_PHONE);
      type('code', ' 123456 ');
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(calls.checkCode).toHaveBeenCalledWith({ phone: VALID_PHONE, code: '123456' });
    });

    it('takes a code of spaces for no code and checks nothing', () => {
      const { actor, calls, type } = start();
      type('phone', VALID_PHONE);
      type('code', '   ');
      actor.send({ type: 'SUBMIT' });
      expect(actor.getSnapshot().context.errors).toEqual({ code: 'codeRequired' });
      expect(calls.checkCode).not.toHaveBeenCalled();
    });

    it('prompts "Verification code error" and does not bind when the code is wrong', async () => {
      const { actor, calls, type } = start({ checkCode: async () => ({ code: 0 }) });
      type('phone', VALID_PHONE);
      type('code', '000000');
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(actor.getSnapshot().context.errors).toEqual({ code: 'codeWrong' });
      expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
      expect(calls.bindPhone).not.toHaveBeenCalled();
      type('code', '111111');
      expect(actor.getSnapshot().context.errors).toEqual({});
    });

    it('shows the server message when binding is refused', async () => {
      const { actor, notifyPhoneBound, type } = start({
        bindPhone: async () => ({ code: 0, msg: 'Phone in use' }),
      });
      type('phone', VALID_PHONE);
      type('code', '123456');
      actor.send({ type: 'SUBMIT' });
      await flush();
      expect(actor.getSnapshot().context.failure).toEqual({
        code: 'server',
        message: 'Phone in use',
      });
      expect(notifyPhoneBound).not.toHaveBeenCalled();
    });

    it.each(['checkCode', 'bindPhone'] as const)(
      'keeps the form when %s fails on the network',
      async (failing) => {
        const { actor, type } = start({
          [failing]: async () => {
            throw new Error('offline');
          },
        });
        type('phone', VALID_PHONE);
        type('code', '123456');
        actor.send({ type: 'SUBMIT' });
        await flush();
        expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
        expect(actor.getSnapshot().context.failure).toEqual({ code: 'network' });
      },
    );

    it('keeps counting down while the code is checked, and stops the countdown once bound', async () => {
      let finishCheck: (result: CheckCodeResult) => void = () => {};
      const { actor, clock, type } = start({
        checkCode: () => new Promise((resolve) => (finishCheck = resolve)),
      });
      type('phone', VALID_PHONE);
      actor.send({ type: 'GET_CODE' });
      await flush();
      type('code', '123456');
      actor.send({ type: 'SUBMIT' });
      // SimulatedClock jumps: one increment per second, as time passes for a user.
      for (let second = 0; second < 3; second += 1) clock.increment(COUNTDOWN_TICK_MS);
      expect(remaining(actor)).toBe(RESEND_COUNTDOWN_S - 3);
      actor.send({ type: 'CHANGE', field: 'code', value: 'edited' });
      expect(actor.getSnapshot().context.code).toBe('123456');
      finishCheck({ code: 1 });
      await flush();
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().children.codeButton).toBeUndefined();
    });
  });
});
