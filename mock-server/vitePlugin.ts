import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { createMockApp } from './createMockApp.ts';
import { startBanner } from './startBanner.ts';

/**
 * The mock is loaded when a server starts, through Vite's module runner, not bundled into the
 * config: every `vite` and `vitest` command loads the config, and the mock with its fixtures
 * was 150 of its 190 files (docs/decisions.md, "The Vite config stays small").
 */
const MOCK_APP = fileURLToPath(new URL('./createMockApp.ts', import.meta.url));

async function loadMockApp() {
  return runnerImport<{ createMockApp: typeof createMockApp }>(MOCK_APP);
}

/** Mounts the mock backend inside the Vite dev and preview servers: one process, one port. */
export function mockServerPlugin(): Plugin {
  return {
    name: 'iot-mock-server',
    async configureServer(server) {
      // Vitest's own Vite servers (one per project) serve no pages: the tests start their mocks.
      if (process.env.VITEST) return;
      const { module, dependencies } = await loadMockApp();
      server.middlewares.use(module.createMockApp());
      // An edited mock file restarts the server with it, as an edited config file does.
      const mockFiles = new Set(dependencies);
      server.watcher.on('change', (file) => {
        if (mockFiles.has(file)) void server.restart();
      });
      // After Vite's own address lines: the demo login and the development pages.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
        if (origin) server.config.logger.info(startBanner(origin, true).join('\n'));
      };
    },
    async configurePreviewServer(server) {
      const { module } = await loadMockApp();
      server.middlewares.use(module.createMockApp());
    },
  };
}
