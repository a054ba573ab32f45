/**
 * Runs last in a build: reads the final index.html (whatever inline code other plugins put in
 * it), writes the build's headers as `_headers` and `nginx.conf` with the hashes of that code in
 * the Content-Security-Policy, then compresses the served files (except in the mock build,
 * which no host serves: the bench compresses in memory).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { AppConfig } from '../../src/config/appConfig.ts';
import { PORTAL_API, SHOP_API } from '../../src/api/contract/apiRoots.ts';
import { HEADERS_FILE, renderHeadersFile } from '../deploy/headersFile.ts';
import { inlineHashes } from '../deploy/inlineHashes.ts';
import { NGINX_FILE, renderNginxConf, tlsFromEnvironment } from '../deploy/nginxConf.ts';
import { precompress } from '../deploy/precompress.ts';
import { headerRules } from '../deploy/securityHeaders.ts';
import { usesMock } from './appConfigPlugin.ts';

export function deployFiles(appConfig: () => AppConfig): Plugin {
  let outDir = '';
  let compress = true;
  return {
    name: 'deploy-files',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      compress = !usesMock(config);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const config = appConfig();
        const html = await readFile(join(outDir, 'index.html'), 'utf8');
        const rules = headerRules(config, inlineHashes(html));
        const apiPaths = config.apiBase === '' ? [PORTAL_API, SHOP_API] : [];
        await writeFile(join(outDir, HEADERS_FILE), renderHeadersFile(rules));
        await writeFile(
          join(outDir, NGINX_FILE),
          renderNginxConf(rules, { apiPaths, tls: tlsFromEnvironment(process.env) }),
        );
        if (compress) await precompress(outDir);
      },
    },
  };
}
