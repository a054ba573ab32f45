import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { Certificate } from './certificate';
import { listenLocally, type StaticServer } from './staticServer';

/** Headers about one connection, which HTTP/2 forbids (RFC 9113, 8.2.2); `host` becomes `:authority`. */
const connectionHeaders = new Set([
  'connection',
  'host',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !name.startsWith(':') && !connectionHeaders.has(name),
    ),
  );
}

/**
 * Serves `backend` (a bench server on HTTP/1.1) over HTTP/2 with TLS, as a host's front server
 * does: every request is handed on, and every answer comes back with its status, headers and
 * body unchanged, so both protocols serve the very same files, headers, compression and mock.
 * Handing on rather than serving here: Express 4 (under json-server 0.17) replaces the request's
 * and response's prototypes with node:http's, which breaks http2's compatibility objects
 * (docs/decisions.md, "The bench over HTTP/2").
 */
export async function startHttp2Front(
  backend: string,
  certificate: Certificate,
): Promise<StaticServer> {
  const target = new URL(backend);
  const agent = new Agent({ keepAlive: true });
  const sessions = new Set<Http2Session>();
  const server = createSecureServer(
    { allowHTTP1: true, key: certificate.key, cert: certificate.cert },
    (req, res) => {
      const authority = req.headers[':authority'];
      const options = {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...forwardable(req.headers),
          host: typeof authority === 'string' ? authority : (req.headers.host ?? target.host),
        },
      };
      const forward = (retried: boolean) => {
        const upstream = request(options, (answer) => {
          res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
          answer.pipe(res);
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // The backend may close a kept-alive socket just as the agent reuses it (Node's
          // documented race): a request without a body is asked again, once, on a new socket.
          const bodiless = req.method === 'GET' || req.method === 'HEAD';
          if (!retried && bodiless && upstream.reusedSocket && error.code === 'ECONNRESET') {
            forward(true);
            return;
          }
          console.error(`bench HTTP/2 front: ${req.method} ${req.url}:`, error);
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        if (retried) upstream.end();
        else req.pipe(upstream);
      };
      forward(false);
    },
  );
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });

  const port = await listenLocally(server);

  return {
    origin: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        // Open sessions (and idle upstream sockets) would otherwise hold close() open.
        for (const session of sessions) session.destroy();
        agent.destroy();
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
      }),
  };
}
