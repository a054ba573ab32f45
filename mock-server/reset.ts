/** `npm run mock:reset`: forgets the persisted state (users, carts, orders...); content is regenerated anyway. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveOptions } from './options';
import { STATE_FILE } from './state/store';

const { dataDir } = resolveOptions();
if (dataDir) {
  rmSync(join(dataDir, STATE_FILE), { force: true });
  console.log(`mock state removed from ${dataDir}`);
}
