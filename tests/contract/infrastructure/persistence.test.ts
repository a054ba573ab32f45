/** A restart keeps users, carts, addresses and orders: the state lives in the data dir. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, STATE_FILE } from '../../../mock-server/state/store';
import { startMock } from '../support/mockServer';
import { USERS, type UserRecord } from '../../../mock-server/state/records';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-state-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the state file', () => {
  it('survives a restart of the mock', async () => {
    const dataDir = tempDir();
    const first = await startMock({ dataDir });
    const { user, token } = first.createUser({ username: 'persisted' });
    first.app.mock.store.flush();
    await first.close();

    const second = await startMock({ dataDir });
    const users = second.app.mock.store.collection<UserRecord>(USERS);
    expect(users.find((candidate) => candidate.username === 'persisted')?.id).toBe(user.id);
    expect(second.app.mock.sessions.callerOfToken(token).kind).toBe('user');
    await second.close();
  });

  it('never holds a clear or MD5-only password', async () => {
    const dataDir = tempDir();
    const mock = await startMock({ dataDir });
    mock.createUser({ username: 'secretive', password: 'Sup3rSecret!' });
    mock.app.mock.store.flush();
    await mock.close();
    const file = readFileSync(join(dataDir, STATE_FILE), 'utf8');
    expect(file).not.toContain('Sup3rSecret!');
    expect(file).not.toContain('779b184148d67f088b682a5b1021321f');
    expect(file).toContain('"salt"');
  });

  it('starts afresh for another seed or a damaged file', () => {
    const dataDir = tempDir();
    const store = createStore(dataDir, 1);
    store.collection('things').insert({ id: 'a' });
    store.flush();
    expect(createStore(dataDir, 1).fresh).toBe(false);
    expect(createStore(dataDir, 2).fresh).toBe(true);
  });

  it('keeps everything in memory when no data dir is given', () => {
    const store = createStore(null, 1);
    store.collection('things').insert({ id: 'a' });
    store.flush();
    expect(store.collection('things').all()).toEqual([{ id: 'a' }]);
  });
});
