/**
 * WeChat returns to the registered address with the one-time code and the login's `state` in the
 * address's query, before the `#` (`/?code=…&state=…#/loginn?redirect=…`), where the hash router
 * does not look. Takes both out of the address (a reload must not spend the code twice) and gives
 * them back, or nothing when no code came.
 */
export interface WechatReturn {
  code: string;
  /** Absent when the page sent none back: the login is then refused. */
  state: string | undefined;
}

export function takeCodeBeforeHash(location: Location = window.location): WechatReturn | undefined {
  const query = new URLSearchParams(location.search);
  const code = query.get('code');
  if (!code) return undefined;
  const state = query.get('state') || undefined;
  query.delete('code');
  query.delete('state');
  const rest = query.toString() === '' ? '' : `?${query}`;
  window.history.replaceState(
    window.history.state,
    '',
    `${location.pathname}${rest}${location.hash}`,
  );
  return { code, state };
}
