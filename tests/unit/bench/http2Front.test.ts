/**
 * The bench's HTTP/2 server answers with what its HTTP/1.1 server answers: same status, body
 * encoding and caching, over a certificate a client trusts when told to.
 */
import { createServer } from 'node:http';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCertificate, type Certificate } from '../../../scripts/bench/certificate';
import { startHttp2Front } from '../../../scripts/bench/http2Front';
import {
  listenLocally,
  startStaticServer,
  type StaticServer,
} from '../../../scripts/bench/staticServer';
import { checkProtocol } from '../../../scripts/bench/throttledPage';

let root: string;
let certificate: Certificate;
let h1: StaticServer;
let h2: StaticServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bench-h2-'));
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(
    join(root, 'index.html'),
    `<!doctype html><title>t</title>${'<p>x</p>'.repeat(50)}`,
  );
  await writeFile(join(root, 'assets', 'abc123.js'), `export const a = '${'a'.repeat(2000)}';\n`);
  certificate = await createCertificate();
  h1 = await startStaticServer(root);
  h2 = await startHttp2Front(h1.origin, certificate);
});

afterAll(async () => {
  await h2.close();
  await h1.close();
  await rm(root, { recursive: true, force: true });
});

const compared = ['content-encoding', 'cache-control', 'content-type', 'vary'] as const;

function pick(headers: Record<string, unknown>) {
  return Object.fromEntries(compared.map((name) => [name, headers[name]]));
}

/** One GET over HTTP/2, trusting only the run's certificate. */
function getOverHttp2(
  path: string,
  origin = h2.origin,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: certificate.cert });
    session.on('error', reject);
    const request = session.request({ ':path': path, 'accept-encoding': 'br, gzip' });
    const chunks: Buffer[] = [];
    let headers: IncomingHttpHeaders = {};
    request.on('response', (received) => (headers = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      session.close();
      resolve({ headers, body: Buffer.concat(chunks) });
    });
    request.on('error', reject);
  });
}

describe('the bench over HTTP/2', () => {
  it('serves over TLS the same answers as over HTTP/1.1', async () => {
    expect(h2.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    for (const path of ['/', '/assets/abc123.js', '/no/such/page']) {
      const over2 = await getOverHttp2(path);
      const over1 = await fetch(new URL(path, h1.origin), {
        headers: { 'accept-encoding': 'br, gzip' },
      });
      await over1.arrayBuffer();
      expect(over2.headers[':status'], path).toBe(200);
      expect(pick(over2.headers), path).toEqual(pick(Object.fromEntries(over1.headers)));
      expect(over2.headers['content-encoding'], path).toBe('br');
      expect(over2.body.length, path).toBe(Number(over2.headers['content-length']));
    }
    expect((await getOverHttp2('/assets/abc123.js')).headers['cache-control']).toContain(
      'immutable',
    );
  });

  it("names the certificate's key as Chromium's flag wants it (base64 SHA-256)", () => {
    expect(certificate.spkiSha256).toMatch(/^[A-Za-z0-9+/]{43}=$/);
  });
});

describe('the HTTP/2 front and a backend that drops an idle kept-alive socket', () => {
  it('asks again on a new socket instead of answering 502', async () => {
    // The backend drops a socket on its second request, as a server whose keep-alive timeout ran
    // out just as the front reused the socket; a new socket is answered.
    const served = new WeakMap<object, number>();
    const backend = createServer((request, response) => {
      const count = (served.get(request.socket) ?? 0) + 1;
      served.set(request.socket, count);
      if (count > 1) {
        request.socket.destroy();
        return;
      }
      response.end('ok');
    });
    const port = await listenLocally(backend);
    const front = await startHttp2Front(`http://127.0.0.1:${port}`, certificate);
    try {
      for (const path of ['/first', '/second', '/third']) {
        const answer = await getOverHttp2(path, front.origin);
        expect(answer.headers[':status'], path).toBe(200);
        expect(answer.body.toString(), path).toBe('ok');
      }
    } finally {
      await front.close();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});

describe('the protocol check', () => {
  it('passes only when every response came over the protocol meant', () => {
    expect(() => checkProtocol(new Set(['h2']), 'h2', 'u')).not.toThrow();
    expect(() => checkProtocol(new Set(['h2', 'http/1.1']), 'h2', 'u')).toThrow(/HTTP\/2/);
    expect(() => checkProtocol(new Set(['http/1.1']), 'h2', 'u')).toThrow(/http\/1\.1/);
    expect(() => checkProtocol(new Set(), 'h1', 'u')).toThrow(/nothing/);
  });
});
