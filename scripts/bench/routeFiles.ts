/**
 * `npm run bench:files [-- <dist>]`: for each key route, how many JS and CSS files its first load
 * fetches and their gzip size, from a build (default `dist/`, as `npm run build:mock` leaves it).
 * Deterministic, so two builds compare exactly where the timed bench is noisy (docs/decisions.md,
 * "First load").
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles } from './firstLoadFiles';
import { loadKeyRoutes } from './routes';

const dist = resolve(process.argv[2] ?? 'dist');
const html = readFileSync(resolve(dist, 'index.html'), 'utf8');
const gzipBytes = (file: string) => gzipSync(readFileSync(resolve(dist, file))).length;

const columns = ['.js', '.css'] as const;

const keyRoutes = await loadKeyRoutes(resolve(import.meta.dirname, '../..'));
const rows = keyRoutes.map((route) => {
  const files = firstLoadFiles(html, route.hash, 'zh');
  const cells = columns.flatMap((extension) => {
    const ofKind = files.filter((file) => file.endsWith(extension));
    return [ofKind.length, ofKind.reduce((sum, file) => sum + gzipBytes(file), 0)];
  });
  return `| ${[route.name, ...cells].join(' | ')} |`;
});
console.log(
  [
    '| route | JS files | JS gzip bytes | CSS files | CSS gzip bytes |',
    '| --- | --: | --: | --: | --: |',
    ...rows,
  ].join('\n'),
);
