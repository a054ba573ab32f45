/** Puts the seeded users (fixtures/account) into a fresh state. */
import { createHash } from 'node:crypto';
import { seedUsers } from '../../fixtures/account/users';
import { hashPassword } from '../state/passwords';
import type { UserRecord } from '../state/records';
import type { Accounts } from './accounts';

/** What the client sends for a typed password (spec §3 "Login form": lowercase hex MD5). */
const clientHash = (password: string) => createHash('md5').update(password).digest('hex');

const recordsBySeed = new Map<number, readonly UserRecord[]>();

/** Hashing is deliberately slow, so each seed is hashed once per process, not once per app. */
function seedRecords(seed: number): readonly UserRecord[] {
  let records = recordsBySeed.get(seed);
  if (!records) {
    records = seedUsers(seed).map(({ password, ...user }) => ({
      ...user,
      ...hashPassword(clientHash(password)),
      updateDate: user.createDate,
    }));
    recordsBySeed.set(seed, records);
  }
  return records;
}

export function seedAccounts(accounts: Accounts, seed: number): void {
  // Copies, so one app's changes never leak into another app of the same process.
  for (const record of seedRecords(seed)) accounts.users.insert({ ...record });
}
