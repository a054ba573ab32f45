/**
 * What a feature hook needs around it in a unit test (`renderHook`'s `wrapper`): a router at the
 * page's address, as its route gives it, and for the hooks that log in or out a session handle
 * that records what the hook tells the session.
 */
import { failOnConsole } from './failOnConsole';
import { createElement, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterContextProvider,
} from '@tanstack/react-router';
import type { SessionEvent } from '../../machines/sessionTypes';
import { SessionContext } from '../../src/session/sessionContext';
import type { SessionHandle, SessionView } from '../../src/session/sessionHandle';

// React's act() settles the machine's renders between steps (as @testing-library does by itself
// where test globals are on).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The hook tests each name an environment of their own, so each has its own modules and this
// runs once per file (scripts/vitest/sharedModules.ts).
failOnConsole();

type Wrapper = (props: { children: ReactNode }) => ReactNode;

/** A router at `path` and the wrapper that hands it to the hook. */
export function routerAt(path: string) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const wrapper: Wrapper = ({ children }) =>
    createElement(RouterContextProvider, { router, children });
  return { router, wrapper };
}

/** A session showing `view` that records the events it is sent in `sent`. */
export function recordingSession(view: SessionView) {
  const sent: SessionEvent[] = [];
  const session: SessionHandle = {
    open: () => {},
    close: () => {},
    send: (event) => sent.push(event),
    getView: () => view,
    getUserScope: () => 0,
    subscribe: () => () => {},
  };
  return { session, sent };
}

/** `routerAt`, with a `recordingSession`. */
export function routerAndSessionAt(path: string, view: SessionView) {
  const { router, wrapper: withRouter } = routerAt(path);
  const { session, sent } = recordingSession(view);
  const wrapper: Wrapper = ({ children }) =>
    createElement(SessionContext.Provider, { value: session }, withRouter({ children }));
  return { router, wrapper, sent };
}

/**
 * A hook's `send`, each event in an awaited act: a mocked call's answer reaches the hook's state a
 * few microtasks after the event, past the end of a synchronous act, where React warns that the
 * update was not wrapped in act.
 */
export function sendInAct<Event>(send: () => (event: Event) => void) {
  return (event: Event) =>
    act(async () => {
      send()(event);
    });
}
