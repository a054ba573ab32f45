/**
 * `vite preview` sends a build's own `_headers` (security headers, caching) with its files, as a
 * static host would. The mock, mounted before this, answers its paths with headers of its own.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readHeaderRules, responseHeaders } from '../deploy/headersFile.ts';
import { PAGE } from '../deploy/securityHeaders.ts';

/** Whether the URL path names a file of the build (a directory answers with its index.html). */
function namesFile(dir: string, path: string): boolean {
  try {
    return path.endsWith('/') || statSync(join(dir, decodeURIComponent(path))).isFile();
  } catch {
    return false;
  }
}

export function previewHeaders(): Plugin {
  return {
    name: 'preview-headers',
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://preview').pathname;
        // Any other path is answered with index.html (the single-page-app fallback): the page,
        // with the page's policy.
        const served = namesFile(dir, path) ? path : PAGE;
        // Read on each request: a preview left running serves the next build's headers.
        for (const [name, value] of Object.entries(responseHeaders(served, readHeaderRules(dir))))
          res.setHeader(name, value);
        next();
      });
    },
  };
}
