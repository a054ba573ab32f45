/**
 * Looking users up and shaping them for answers. Empty usernames, phones and
 * e-mails (WeChat users before they complete their profile) never match.
 */
import type { Request } from 'express';
import type { UserProfile } from '../../src/api/contract/account/entities';
import type { MockContext } from '../http/context';
import { MockError } from '../http/errors';
import type { Collection } from '../state/store';
import { SESSIONS, USERS, type SessionRecord, type UserRecord } from '../state/records';
import { say, type MessageKey } from './messages';

export interface Accounts {
  users: Collection<UserRecord>;
  byUsername(username: string): UserRecord | undefined;
  byPhone(phone: string): UserRecord | undefined;
  byEmail(email: string): UserRecord | undefined;
  byWxOpenId(openId: string): UserRecord | undefined;
  /** Ends every open session of the user except `keepToken`. */
  endSessions(userId: string, keepToken?: string): void;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function createAccounts(ctx: MockContext): Accounts {
  const users = ctx.store.collection<UserRecord>(USERS);
  const sessions = ctx.store.collection<SessionRecord>(SESSIONS);
  const matching = (field: 'username' | 'phone' | 'email' | 'wxOpenId', value: string) =>
    value === '' ? undefined : users.find((user) => user[field] === value);
  return {
    users,
    byUsername: (username) => matching('username', username),
    byPhone: (phone) => matching('phone', phone),
    byEmail: (email) => matching('email', normaliseEmail(email)),
    byWxOpenId: (openId) => matching('wxOpenId', openId),
    endSessions(userId, keepToken) {
      for (const session of sessions.filter((s) => s.userId === userId && !s.loggedOut)) {
        if (session.id !== keepToken) ctx.sessions.close(session.id);
      }
    },
  };
}

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `YYYY-MM-DD HH:mm:ss` in China time, as the portal's backend writes dates. */
export function chinaTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function toProfile(user: UserRecord): UserProfile {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    commanyname: user.commanyname,
    email: user.email,
    phone: user.phone,
    createDate: chinaTime(user.createDate),
    updateDate: chinaTime(user.updateDate),
    isNewRecord: false,
  };
}

/** A refused request: HTTP 200, code 0 and the reason in the caller's language. */
export function refuse(req: Request, key: MessageKey, seconds?: number): MockError {
  return new MockError(200, say(req, key, seconds));
}
