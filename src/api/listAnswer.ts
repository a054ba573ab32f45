/**
 * A list as a screen gets it: the answer, or `null` when the call failed (the HTTP client has
 * already said why) or did not happen (a token refresh, spec §8 code 11000). A failed list is told
 * apart from an empty one: the screen says it could not be loaded and offers to try again
 * (`src/components/list/ListFailed.tsx`), rather than "nothing has been published".
 */
export type ListAnswer<T> = T | null;

export const listAnswer = <T>(call: Promise<T | undefined>): Promise<ListAnswer<T>> =>
  call.then(
    (value) => value ?? null,
    () => null,
  );
