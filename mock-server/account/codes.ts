/**
 * Verification codes: 6 digits, valid 5 minutes, at most one per phone or
 * e-mail per 10 s, void after 5 wrong tries. A right check marks the code
 * verified, which password recovery and phone binding then require.
 * The code leaves the mock only through the outbox, never in an answer.
 */
import { randomInt } from 'node:crypto';
import type { MockContext } from '../http/context';
import type { StoredRecord } from '../state/store';

const CODE_TTL_MS = 5 * 60 * 1000;
// The shortest countdown of the screens (recovery's first one, spec §4): a resend the
// button offers must not be refused. The screens' 60 s countdowns pace the rest.
const RESEND_AFTER_MS = 10 * 1000;
const VERIFIED_TTL_MS = 5 * 60 * 1000;
const MAX_WRONG_TRIES = 5;

export type Channel = 'sms' | 'email';

interface CodeRecord extends StoredRecord {
  code: string;
  sentAt: number;
  wrongTries: number;
  verifiedAt: number | null;
}

export type SendOutcome = { sent: true } | { sent: false; retryInSeconds: number };
export type CheckOutcome = 'right' | 'wrong' | 'expired' | 'voided';

export interface Codes {
  send(channel: Channel, to: string, text: (code: string) => string): SendOutcome;
  /** Checks a code; a right one becomes verified. */
  check(channel: Channel, to: string, code: string): CheckOutcome;
  /** Whether a code for this target passed `check` in the last 5 minutes. */
  isVerified(channel: Channel, to: string): boolean;
  /** Uses the code up once the action it allowed is done. */
  consume(channel: Channel, to: string): void;
}

export function createCodes(ctx: MockContext): Codes {
  const codes = ctx.store.collection<CodeRecord>('verifyCodes');
  const keyOf = (channel: Channel, to: string) => `${channel}:${to}`;

  return {
    send(channel, to, text) {
      const id = keyOf(channel, to);
      const previous = codes.get(id);
      const now = ctx.now();
      if (previous && now - previous.sentAt < RESEND_AFTER_MS) {
        return {
          sent: false,
          retryInSeconds: Math.ceil((previous.sentAt + RESEND_AFTER_MS - now) / 1000),
        };
      }
      if (previous) codes.remove(id);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      codes.insert({ id, code, sentAt: now, wrongTries: 0, verifiedAt: null });
      ctx.outbox.send({ channel, to, text: text(code), code });
      return { sent: true };
    },
    check(channel, to, code) {
      const id = keyOf(channel, to);
      const record = codes.get(id);
      if (!record) return 'wrong';
      if (ctx.now() - record.sentAt > CODE_TTL_MS) {
        codes.remove(id);
        return 'expired';
      }
      if (record.code !== code) {
        const wrongTries = record.wrongTries + 1;
        if (wrongTries < MAX_WRONG_TRIES) {
          codes.update(id, { wrongTries });
          return 'wrong';
        }
        codes.remove(id);
        return 'voided';
      }
      codes.update(id, { verifiedAt: ctx.now() });
      return 'right';
    },
    isVerified(channel, to) {
      const verifiedAt = codes.get(keyOf(channel, to))?.verifiedAt;
      return typeof verifiedAt === 'number' && ctx.now() - verifiedAt <= VERIFIED_TTL_MS;
    },
    consume(channel, to) {
      codes.remove(keyOf(channel, to));
    },
  };
}

export const checkMessage = {
  wrong: 'codeWrong',
  expired: 'codeExpired',
  voided: 'codeVoided',
} as const;
