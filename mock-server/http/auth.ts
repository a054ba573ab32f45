/**
 * Who is calling: the token travels as the shop's `eshoppingtoken` parameter, as
 * `Authorization: Bearer` (the access_token cookie) or as the `token` header.
 */
import type { Request } from 'express';
import { randomBytes } from 'node:crypto';
import type { Store } from '../state/store';
import { SESSIONS, USERS, type SessionRecord, type UserRecord } from '../state/records';

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'expired'; token: string }
  | { kind: 'user'; token: string; user: UserRecord };

function param(source: unknown, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function tokenOf(req: Request): string | undefined {
  const bearer = req.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
  return (
    param(req.query, 'eshoppingtoken') ??
    param(req.body, 'eshoppingtoken') ??
    bearer ??
    req.get('token') ??
    undefined
  );
}

export interface Sessions {
  callerOf(req: Request): Caller;
  /** Checks a token given explicitly (the shop's token check). */
  callerOfToken(token: string | undefined): Caller;
  open(userId: string): SessionRecord;
  close(token: string): void;
  expire(token: string): void;
}

export function createSessions(store: Store, tokenTtlMs: number, now: () => number): Sessions {
  const sessions = store.collection<SessionRecord>(SESSIONS);
  const users = store.collection<UserRecord>(USERS);

  function callerOfToken(token: string | undefined): Caller {
    if (!token) return { kind: 'anonymous' };
    const session = sessions.get(token);
    if (!session) return { kind: 'anonymous' };
    const user = users.get(session.userId);
    if (!user || session.loggedOut || session.expiresAt <= now()) return { kind: 'expired', token };
    return { kind: 'user', token, user };
  }

  return {
    callerOfToken,
    callerOf: (req) => callerOfToken(tokenOf(req)),
    open(userId) {
      const token = randomBytes(24).toString('hex');
      return sessions.insert({
        id: token,
        userId,
        expiresAt: now() + tokenTtlMs,
        loggedOut: false,
      });
    },
    close(token) {
      sessions.update(token, { loggedOut: true });
    },
    expire(token) {
      sessions.update(token, { expiresAt: now() - 1 });
    },
  };
}
