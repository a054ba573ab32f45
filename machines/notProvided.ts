/**
 * The stubs of the effects the app provides: machines name their effects and the app's
 * `use<Flow>Machine` hook gives the real ones. A stub that is still there when the machine runs
 * is a bug of the app, so it fails loudly instead of answering something made up or doing
 * nothing (docs/architecture.md: "a forgotten effect is a loud error").
 */
const missing = (effect: string) =>
  new Error(`${effect} is not provided: give it in the flow's use…Machine hook`);

/** The stub of an actor's promise. */
export const notProvided = (effect: string) => async (): Promise<never> => {
  throw missing(effect);
};

/**
 * The action stubs, so that the development simulation can tell the app's effects from the
 * machine's own actions (`assign` and the like) and record the effects instead of running them.
 */
const actionStubs = new WeakSet<object>();

/**
 * The stub of an action; `Params` types the parameters the app's action receives. XState reports
 * the error as the actor's own, so the hook's actor stops with it instead of carrying on silently.
 */
export const notProvidedAction = <Params = undefined>(effect: string) => {
  const stub = (_args: unknown, _params: Params): never => {
    throw missing(effect);
  };
  actionStubs.add(stub);
  return stub;
};

/** The action is an effect the app provides (a `notProvidedAction` stub in the machine). */
export const isAppEffect = (action: unknown): boolean =>
  typeof action === 'function' && actionStubs.has(action);

/** The stub of a callback actor (one that answers with events while its state lasts). */
export const notProvidedCallback = (effect: string) => (): never => {
  throw missing(effect);
};
