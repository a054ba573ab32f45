/**
 * WeChat returns to the registered address with the one-time code in the address's query,
 * before the `#` (`/?code=…&state=#/loginn?redirect=…`), where the hash router does not look.
 * Takes it out of the address (a reload must not spend it twice) and gives it back, or nothing.
 */
export function takeCodeBeforeHash(location: Location = window.location): string | undefined {
  const query = new URLSearchParams(location.search);
  const code = query.get('code');
  if (!code) return undefined;
  query.delete('code');
  query.delete('state');
  const rest = query.toString() === '' ? '' : `?${query}`;
  window.history.replaceState(
    window.history.state,
    '',
    `${location.pathname}${rest}${location.hash}`,
  );
  return code;
}
