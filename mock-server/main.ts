/** `npm run mock`: the mock backend alone, on loopback (`PORT`, `--seed N`, `--data-dir DIR`). */
import jsonServer from 'json-server';
import { createMockApp } from './createMockApp';
import { unknownPath } from './http/guards';
import { startBanner } from './startBanner';

const port = Number(process.env.PORT ?? 3001);
const host = '127.0.0.1';

const mock = createMockApp();
const server = jsonServer.create();
server.disable('x-powered-by');
server.use(mock);
server.use(unknownPath);

const { seed, dataDir } = mock.mock.options;
server.listen(port, host, () => {
  console.log(
    `mock server on http://${host}:${port} (seed ${seed}, state in ${dataDir ?? 'memory'})`,
  );
  console.log(startBanner(`http://${host}:${port}`, false).join('\n'));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    mock.mock.store.flush();
    process.exit(0);
  });
}
