/**
 * A real mock server on an ephemeral loopback port, state in memory, for
 * contract and journey tests. `call` sends raw requests so tests see exactly
 * the status and envelope a client would.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createMockApp, type MockApp } from '../../../mock-server/createMockApp';
import type { MockOptions } from '../../../mock-server/options';
import type { Endpoint } from '../../../src/api/contract/endpoint';
import { hashPassword } from '../../../mock-server/state/passwords';
import { USERS, type UserRecord } from '../../../mock-server/state/records';
import { md5 } from '../../../src/lib/md5';

/** A request body as sent: text as it is (a malformed body in a test), anything else as JSON. */
export const requestBody = (body: unknown): string | undefined =>
  body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);

export interface CallInput {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Sent as `Authorization: Bearer`; shop calls also take it as `eshoppingtoken` in their query. */
  token?: string;
  method?: 'GET' | 'POST';
  /** Extra headers, e.g. another content type. */
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
  headers: Headers;
}

export interface MockServer {
  url: string;
  app: MockApp;
  call(endpoint: Endpoint, input?: CallInput): Promise<Answer>;
  raw(path: string, init?: RequestInit): Promise<Answer>;
  /** A user created directly in the store, logged in: its token. */
  createUser(fields?: Partial<UserRecord> & { password?: string }): {
    user: UserRecord;
    token: string;
  };
  close(): Promise<void>;
}

async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, text, headers: response.headers };
}

let userCounter = 0;

export async function startMock(options: Partial<MockOptions> = {}): Promise<MockServer> {
  const app = createMockApp({ dataDir: null, log: () => {}, ...options });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const raw = async (path: string, init: RequestInit = {}) =>
    toAnswer(await fetch(`${url}${path}`, init));

  return {
    url,
    app,
    raw,
    async call(endpoint, input = {}) {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(input.query ?? {})) {
        if (value !== undefined) query.set(key, String(value));
      }
      const search = query.size > 0 ? `?${query}` : '';
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...input.headers,
      };
      if (input.token) headers.authorization = `Bearer ${input.token}`;
      return raw(`${endpoint.path}${search}`, {
        method: input.method ?? endpoint.method,
        headers,
        body: requestBody(input.body),
      });
    },
    createUser(fields = {}) {
      userCounter += 1;
      const { password = 'Passw0rd!', ...rest } = fields;
      const now = new Date().toISOString();
      const user: UserRecord = {
        id: `test-user-${userCounter}-${Date.now()}`,
        username: `tester${userCounter}`,
        phone: `1380000${String(1000 + userCounter).slice(-4)}`,
        email: `tester${userCounter}@example.com`,
        nickname: `Tester ${userCounter}`,
        commanyname: 'Test Co.',
        createDate: now,
        updateDate: now,
        ...hashPassword(md5(password)),
        ...rest,
      };
      app.mock.store.collection<UserRecord>(USERS).insert(user);
      const token = app.mock.sessions.open(user.id).id;
      return { user, token };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
