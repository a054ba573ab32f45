/**
 * The stub of an effect the app provides (an actor's promise): machines name their effects and
 * the app's `use<Flow>Machine` hook gives the real ones. A stub that is still there when the
 * machine runs is a bug of the app, so it fails loudly instead of answering something made up.
 */
export const notProvided = (effect: string) => async (): Promise<never> => {
  throw new Error(`${effect} is not provided: give it in the flow's use…Machine hook`);
};
