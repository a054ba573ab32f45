/** Records the infrastructure itself needs: users and their login sessions. */
import type { StoredRecord } from './store';

export interface UserRecord extends StoredRecord {
  username: string;
  /** Salted scrypt of the MD5 the client sends; the clear password is never seen. */
  passwordHash: string;
  salt: string;
  phone: string;
  email: string;
  nickname: string;
  commanyname: string;
  createDate: string;
  updateDate: string;
  /** Set for a user created by a messaging-app (WeChat) login. */
  wxOpenId?: string;
}

/** A login; the record id is the token itself. */
export interface SessionRecord extends StoredRecord {
  userId: string;
  expiresAt: number;
  loggedOut: boolean;
}

export const USERS = 'users';
export const SESSIONS = 'sessions';
