/** Puts the seeded users (fixtures/account) into a fresh state. */
import { seedUsers } from '../../fixtures/account/users';
import { md5 } from '../../src/lib/md5';
import { hashPassword } from '../state/passwords';
import type { UserRecord } from '../state/records';
import type { Accounts } from './accounts';

const recordsBySeed = new Map<number, readonly UserRecord[]>();

/** Hashing is deliberately slow, so each seed is hashed once per process, not once per app. */
function seedRecords(seed: number): readonly UserRecord[] {
  let records = recordsBySeed.get(seed);
  if (!records) {
    records = seedUsers(seed).map(({ password, ...user }) => ({
      ...user,
      ...hashPassword(md5(password)),
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
