import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/sessionMachine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The one running session machine, provided by `<SessionProvider>`. */
export const SessionContext = createContext<SessionActor | null>(null);
