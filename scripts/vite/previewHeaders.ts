/**
 * `vite preview` sends a build's own `_headers` (security headers, caching) with its files, as a
 * static host would. The mock, mounted before this, answers its paths with headers of its own.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { readHeaderRules, responseHeaders } from '../deploy/headersFile';

export function previewHeaders(): Plugin {
  return {
    name: 'preview-headers',
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        // Read on each request: a preview left running serves the next build's headers.
        const path = new URL(req.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of Object.entries(responseHeaders(path, readHeaderRules(dir))))
          res.setHeader(name, value);
        next();
      });
    },
  };
}
