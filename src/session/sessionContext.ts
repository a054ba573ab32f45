import { createContext } from 'react';
import type { SessionHandle } from './sessionHandle';

/** The app's one session, provided by `<SessionProvider>`. */
export const SessionContext = createContext<SessionHandle | null>(null);
