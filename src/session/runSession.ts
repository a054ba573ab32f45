/**
 * Starts the session machine with the app's side effects. Loaded only when a session needs the
 * machine (see sessionHandle.ts), so a visitor who is not logged in never downloads it.
 */
import { createActor } from 'xstate';
import type { AnyRouter } from '@tanstack/react-router';
import { isLoggedIn, type SessionInput } from '../../machines/sessionMachine';
import { appActorOptions } from '../lib/useAppMachine';
import { appSessionEffects } from './appSessionEffects';
import { createSessionLogic, type SessionEffects } from './sessionLogic';
import type { RunningSession } from './sessionHandle';

export function runSession(
  input: SessionInput,
  router: AnyRouter,
  effects: SessionEffects = appSessionEffects(router),
): RunningSession {
  const actor = createActor(createSessionLogic(effects), appActorOptions({ input })).start();
  return {
    send: (event) => actor.send(event),
    view() {
      const { context } = actor.getSnapshot();
      return { loggedIn: isLoggedIn(context), user: context.user };
    },
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    stop: () => actor.stop(),
  };
}
