import type { Plugin } from 'vite';
import { createMockApp } from './createMockApp.ts';
import { startBanner } from './startBanner.ts';

/** Mounts the mock backend inside the Vite dev and preview servers: one process, one port. */
export function mockServerPlugin(): Plugin {
  return {
    name: 'iot-mock-server',
    configureServer(server) {
      server.middlewares.use(createMockApp());
      // After Vite's own address lines: the demo login and the development pages.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
        if (origin) server.config.logger.info(startBanner(origin, true).join('\n'));
      };
    },
    configurePreviewServer(server) {
      server.middlewares.use(createMockApp());
    },
  };
}
