import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:net';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { readHeaderRules, responseHeaders } from '../deploy/headersFile';
import { IMMUTABLE, REVALIDATE } from '../deploy/securityHeaders';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Connect-style middleware; `next()` hands the request on to the static files. */
export type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Starts `server` on a free port of 127.0.0.1 and returns the port. */
export async function listenLocally(server: Server): Promise<number> {
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(0, '127.0.0.1', () => resolveListen());
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('bench server has no TCP address');
  return address.port;
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

type Encoding = 'br' | 'gzip' | 'identity';

interface StaticFile {
  /** The URL path the file is served at: its headers are those of the build's rules for it. */
  urlPath: string;
  contentType: string;
  immutable: boolean;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Already-compressed formats gain nothing from another pass; hosts skip them too. */
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
  '.wasm',
]);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Compressed once at start, at the strongest settings, as static hosts and
 * CDNs do for build output; a compressed body is kept only when it is smaller.
 */
async function loadFile(path: string, root: string): Promise<[string, StaticFile]> {
  const extension = extname(path).toLowerCase();
  const identity = await readFile(path);
  const bodies: StaticFile['bodies'] = { identity };
  if (compressible.has(extension)) {
    const [br, gz] = await Promise.all([
      brotliAsync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < identity.length) bodies.br = br;
    if (gz.length < identity.length) bodies.gzip = gz;
  }
  const urlPath = `/${relative(root, path).split(sep).join('/')}`;
  return [
    urlPath,
    {
      urlPath,
      contentType: contentTypes[extension] ?? 'application/octet-stream',
      // Vite puts content-hashed names under assets/; anything else may change between deploys.
      immutable: urlPath.startsWith('/assets/'),
      bodies,
    },
  ];
}

/** The client's most preferred encoding among those we hold for this file (q=0 means refused). */
function negotiate(acceptEncoding: string | undefined, file: StaticFile): Encoding {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    if (token) quality.set(token, q === undefined ? 1 : Number(q));
  }
  const accepts = (encoding: string) => (quality.get(encoding) ?? quality.get('*') ?? 0) > 0;
  if (file.bodies.br && accepts('br')) return 'br';
  if (file.bodies.gzip && accepts('gzip')) return 'gzip';
  return 'identity';
}

function requestPath(req: IncomingMessage): string {
  try {
    return decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return '/';
  }
}

/**
 * Serves a built `dist` like a static host would: precompressed brotli/gzip by
 * Accept-Encoding, real content types, and index.html for any unknown path
 * (the single-page-app fallback). Files are looked up in memory by URL path,
 * so no request can reach outside `root`. `middleware`, when given, sees every
 * request first (the mock backend lives on the same origin as the app).
 */
export async function startStaticServer(
  root: string,
  middleware?: Middleware,
): Promise<StaticServer> {
  const files = new Map(
    await Promise.all((await listFiles(root)).map((path) => loadFile(path, root))),
  );
  // The headers the build wrote (security, caching), as its host would send them.
  const rules = readHeaderRules(root);
  const indexHtml = files.get('/index.html');
  if (!indexHtml) throw new Error(`${root} has no index.html: was it built?`);

  const serveStatic = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const path = requestPath(req);
    const file =
      files.get(path) ??
      (path.endsWith('/') ? files.get(`${path}index.html`) : undefined) ??
      indexHtml;
    const encoding = negotiate(req.headers['accept-encoding'], file);
    const body = file.bodies[encoding] ?? file.bodies.identity;
    res.writeHead(200, {
      // A build without rules (the React floor) is cached as a host caches the app's.
      'cache-control': file.immutable ? IMMUTABLE : REVALIDATE,
      // The served file's: index.html answers any unknown path, with the page's policy.
      ...responseHeaders(file.urlPath, rules),
      'content-type': file.contentType,
      'content-length': body.length,
      vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((req, res) => {
    const fail = (error: unknown) => {
      console.error(`bench server: ${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    };
    if (!middleware) {
      serveStatic(req, res);
      return;
    }
    try {
      middleware(req, res, (error) => (error ? fail(error) : serveStatic(req, res)));
    } catch (error) {
      fail(error);
    }
  });

  const port = await listenLocally(server);

  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        // Idle keep-alive sockets would otherwise hold close() open for seconds.
        server.closeAllConnections();
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
      }),
  };
}
