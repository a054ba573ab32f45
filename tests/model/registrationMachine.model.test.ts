import { expect } from 'vitest';
import { registrationMachine } from '../../machines/registrationMachine';
import { registrationErrors } from '../../machines/registrationRules';
import { registrationSamples } from '../../machines/samples/registrationSamples';
import { describeModel } from './support/describeModel';
import { describeScenarios } from './support/describeScenarios';
import { registrationFlow } from './scenarios/registration';
import { effect } from './support/effects';

describeModel('registrationMachine', {
  machine: registrationMachine,
  input: registrationSamples.inputs[0],
  // Only what the guards read: whether the form passes every rule (the agreement and the
  // server's "used" answers are what change it here; the values stay valid in this model).
  // Field rules are in the unit test; the invariants check every shown message.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      status: snapshot.status,
      valid: Object.keys(registrationErrors(snapshot.context)).length === 0,
    }),
  events: registrationSamples.events,
  // Spec §5: a code the server answers 0 for shows the error dialog and stops the submit;
  // registering with code 1 shows the success notice and opens login, any other code warns
  // with the server's message.
  effects: ({ event }) => {
    if (event.type === 'xstate.done.actor.checkCode' && event.output.code === 0)
      return [effect('showCodeErrorDialog')];
    if (event.type !== 'xstate.done.actor.register') return [];
    return event.output.code === 1
      ? [effect('showRegisteredNotice'), effect('goToLogin')]
      : [effect('warnRegistrationFailed', { message: event.output.msg })];
  },
  invariants: {
    '*': (snapshot) => {
      // A shown message is always the current rule's verdict for that field.
      const current = registrationErrors(snapshot.context);
      for (const [field, error] of Object.entries(snapshot.context.errors))
        expect(current[field as keyof typeof current]).toBe(error);
    },
    'registration.editing': (snapshot) => expect(snapshot.hasTag('busy')).toBe(false),
    'registration.verifyingCode': (snapshot) => {
      expect(registrationErrors(snapshot.context)).toEqual({});
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'registration.registering': (snapshot) => {
      expect(registrationErrors(snapshot.context)).toEqual({});
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'registration.registered': (snapshot) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.values.agree).toBe(true);
    },
  },
});

describeScenarios(registrationFlow);
