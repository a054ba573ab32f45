/**
 * Links inside server content are app routes (`/solve?solutionTypeId=so1`); with
 * hash history they live after the `#`. Full http(s) URLs leave the site; any
 * other scheme (`javascript:`, `data:`) is refused.
 */
export function appHref(link: string | undefined): string | undefined {
  if (!link) return undefined;
  if (link.startsWith('/') && !link.startsWith('//')) return `#${link}`;
  if (/^https?:\/\//i.test(link)) return link;
  return undefined;
}

/** A file or page served by the backend itself (a path on this origin, or an http(s) URL). */
export function fileHref(link: string | undefined): string | undefined {
  if (!link) return undefined;
  if ((link.startsWith('/') && !link.startsWith('//')) || /^https?:\/\//i.test(link)) return link;
  return undefined;
}

export const isExternal = (href: string) => /^https?:\/\//i.test(href);
