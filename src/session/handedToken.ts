/**
 * A shop address may hand a shop token over (`eshoppingtoken`, the name the shop's calls give
 * it): the session checks it and logs in with it (content-and-profile §4 "Token check";
 * docs/decisions/machines-account.md).
 */
export const HANDED_TOKEN_PARAM = 'eshoppingtoken';

/** The handed token in an address's raw query (`?a=1&…`), read as text, not parsed as JSON. */
export function handedTokenOf(searchStr: string): string | undefined {
  return new URLSearchParams(searchStr).get(HANDED_TOKEN_PARAM) || undefined;
}
