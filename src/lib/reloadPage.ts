/** Reloads the page after a delay (spec §8: 3 s after an HTTP 401). */
export function reloadPageAfter(
  delayMs: number,
  reload: () => void = () => window.location.reload(),
): void {
  setTimeout(reload, delayMs);
}
