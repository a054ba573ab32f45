/**
 * Messages the mock "sends" (SMS and e-mail verification codes). They never
 * appear in a documented response: developers read them in the log and at
 * `GET /__mock/outbox`, and browser tests read them there too.
 */
import type { Store, StoredRecord } from '../state/store';

export interface OutboxMessage extends StoredRecord {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  /** The verification code, for tests and developers. */
  code: string;
  sentAt: string;
}

export interface Outbox {
  send(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage;
  list(): readonly OutboxMessage[];
}

export function createOutbox(store: Store, now: () => number, log: (line: string) => void): Outbox {
  const messages = store.collection<OutboxMessage>('outbox');
  return {
    send(message) {
      const sent = messages.insert({
        ...message,
        id: `${now()}-${messages.all().length + 1}`,
        sentAt: new Date(now()).toISOString(),
      });
      log(`${message.channel} to ${message.to}: ${message.text}`);
      return sent;
    },
    list: () => [...messages.all()].reverse(),
  };
}
