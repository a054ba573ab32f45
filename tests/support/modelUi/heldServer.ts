/**
 * A local test server in front of the mock: the calls a test wants to answer itself are held
 * until it does (so a "checking" or "sending" state lasts as long as the test needs), every
 * other call goes on to the real mock.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldRequest {
  /** The last path segment, e.g. `isPhoneRegister`. */
  name: string;
  query: Record<string, string>;
  /** The request's headers (the login travels in `token` and `authorization`). */
  headers: Record<string, string | string[] | undefined>;
  /** Parsed when JSON; the raw text otherwise (a multipart upload). */
  body: unknown;
  answered: boolean;
  answer(status: number, body: unknown): void;
  /** Lets the request go on to the mock, which answers it as it would have. */
  forward(): Promise<void>;
}

export interface HeldServer {
  url: string;
  /** How many requests arrived so far: `waitFor(name, mark())` waits for a later one. */
  mark(): number;
  /** The newest unanswered request to `name` among those from `since` on, once it arrived. */
  waitFor(name: string, since?: number): Promise<HeldRequest>;
  /** Unanswered requests to `name` (a cancelled check leaves its request behind). */
  pending(name: string): HeldRequest[];
  /** Answers every request still held (the screen they came from is gone). */
  release(): void;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON body as its value; any other (a multipart upload) as its text. */
function parseBody(text: string, contentType = ''): unknown {
  if (text === '') return undefined;
  return contentType.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** Headers that belong to one connection, not to the request passed on. */
const HOP_BY_HOP = ['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive'];

export async function startHeldServer(
  mockUrl: string,
  held: readonly string[],
): Promise<HeldServer> {
  const requests: HeldRequest[] = [];
  const waiters = new Set<() => void>();

  async function forward(req: IncomingMessage, res: ServerResponse, body: string) {
    const answer = await fetch(`${mockUrl}${req.url ?? '/'}`, {
      method: req.method,
      // The login travels in headers (token, authorization): the mock must see who calls.
      headers: Object.fromEntries(
        Object.entries(req.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && !HOP_BY_HOP.includes(entry[0]),
        ),
      ),
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
    });
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  }

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://held');
      const name = url.pathname.split('/').at(-1) ?? '';
      if (!held.includes(name))
        // The mock may be gone when a screen still calls after its test ended.
        return forward(req, res, body).catch(() => {
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
      const request: HeldRequest = {
        name,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: parseBody(body, req.headers['content-type']),
        answered: false,
        answer(status, answerBody) {
          if (request.answered) return;
          request.answered = true;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answerBody));
        },
        async forward() {
          if (request.answered) return;
          request.answered = true;
          await forward(req, res, body);
        },
      };
      requests.push(request);
      waiters.forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const pending = (name: string, since = 0) =>
    requests.slice(since).filter((request) => request.name === name && !request.answered);

  return {
    url: `http://127.0.0.1:${port}`,
    pending: (name) => pending(name),
    mark: () => requests.length,
    waitFor(name, since = 0) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the screen did not call ${name}`));
        }, 5_000);
        function check() {
          const newest = pending(name, since).at(-1);
          if (!newest) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(newest);
        }
        waiters.add(check);
        check();
      });
    },
    release() {
      for (const request of requests) request.answer(503, { code: 503, msg: 'released' });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
