import type { Plugin } from 'vite';
import { createMockApp } from './createMockApp';

/** Mounts the mock backend inside the Vite dev and preview servers: one process, one port. */
export function mockServerPlugin(): Plugin {
  return {
    name: 'iot-mock-server',
    configureServer(server) {
      server.middlewares.use(createMockApp());
    },
    configurePreviewServer(server) {
      server.middlewares.use(createMockApp());
    },
  };
}
