/**
 * The `_headers` file: the format Netlify and Cloudflare Pages read (a path pattern, then its
 * headers indented), written by the build and read back by every server that serves a build
 * here (`vite preview`, the bench, the tests), so they all send what a host would.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HeaderRule } from './securityHeaders.ts';

export const HEADERS_FILE = '_headers';

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  return `${rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const current = rules.at(-1);
    if (/^\s/.test(line) && current) {
      const colon = line.indexOf(':');
      if (colon > 0) current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    } else {
      rules.push({ path: line.trim(), headers: {} });
    }
  }
  return rules;
}

/** `/assets/*` matches everything under /assets/; any other pattern only itself. */
const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** The headers for a URL path: every matching rule in order, a later one overriding an earlier one. */
export function headersFor(path: string, rules: readonly HeaderRule[]): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => matches(rule.path, path)).map((rule) => rule.headers),
  ) as Record<string, string>;
}

/** `headersFor` with the names in lower case, as a Node server sends them (no duplicates to merge). */
export const responseHeaders = (path: string, rules: readonly HeaderRule[]) =>
  Object.fromEntries(
    Object.entries(headersFor(path, rules)).map(([name, value]) => [name.toLowerCase(), value]),
  );

/** A build's rules, or none for a folder built without them (the bench's React floor). */
export function readHeaderRules(dir: string): HeaderRule[] {
  const file = join(dir, HEADERS_FILE);
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}
