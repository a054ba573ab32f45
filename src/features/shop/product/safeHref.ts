/**
 * Links from the server (banners, adverts) are followed only when they stay on
 * the web: a relative path or http(s). Anything else (javascript:, data:) is dropped.
 */
export function safeHref(href: string): string | undefined {
  const value = href.trim();
  if (value === '') return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('#')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
