const warned = new Set<string>();

/** In development, says once per style that a block was skipped; a build stays silent. */
export function warnUnknownStyle(styleName: string): void {
  if (!import.meta.env.DEV || warned.has(styleName)) return;
  warned.add(styleName);
  console.warn(`BlockRenderer: no view for block style "${styleName}"; the block is skipped.`);
}
