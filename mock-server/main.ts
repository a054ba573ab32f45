/** `npm run mock`: the mock backend alone, on loopback. */
import jsonServer from 'json-server';
import { createMockApp } from './createMockApp';
import { fail } from './envelope';

const port = Number(process.env.PORT ?? 3001);
const host = '127.0.0.1';

const server = jsonServer.create();
server.disable('x-powered-by');
server.use(createMockApp());
server.use((req, res) => fail(res, 404, 404, `no endpoint ${req.method} ${req.path}`));
server.listen(port, host, () => {
  console.log(`mock server on http://${host}:${port}`);
});
