/**
 * Brotli and gzip copies of a build's text files, written beside them (`x.js.br`, `x.js.gz`) at
 * the strongest settings, once, so that a host serves them without compressing on every request
 * (nginx `gzip_static` / `brotli_static`, most CDNs). A copy is kept only when it is smaller.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats that are already compressed (pictures, video) gain nothing. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.wasm',
  '.webmanifest',
]);

/** The files a host serves: not the build's own notes (`_headers`, `.vite/`). */
async function servedFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/[\\/]\./.test(path.slice(dir.length)));
}

export async function precompress(dir: string): Promise<void> {
  const files = await servedFiles(dir);
  await Promise.all(
    files.map(async (path) => {
      const body = await readFile(path);
      const [br, gz] = await Promise.all([
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([
        br.length < body.length ? writeFile(`${path}.br`, br) : undefined,
        gz.length < body.length ? writeFile(`${path}.gz`, gz) : undefined,
      ]);
    }),
  );
}
