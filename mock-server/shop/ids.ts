import { randomUUID } from 'node:crypto';

/** Record ids as the shop backend makes them: 32 hex characters. */
export const newRecordId = (): string => randomUUID().replace(/-/g, '');
