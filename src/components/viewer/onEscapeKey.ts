/** Calls `listener` on each press of Escape, until the function it returns is called. */
export function onEscapeKey(listener: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') listener();
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
