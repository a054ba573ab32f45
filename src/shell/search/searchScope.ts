/** What the header search looks for. */
export type SearchScope = 'products' | 'documents';

/** The developer pages: there the search looks for documents first ("developer mode"). */
const developerPaths = new Set(['/developer', '/docCenter', '/helpCenter', '/doc']);

export function defaultSearchScope(pathname: string): SearchScope {
  return developerPaths.has(pathname) ? 'documents' : 'products';
}
