/**
 * The mock's private, per-user state (users, sessions, carts, addresses, orders,
 * invoices, codes...), as named collections of records with an `id`.
 * Persisted as one JSON file in the data dir so a restart keeps it; each domain
 * module owns its collections and seeds them when the file does not exist yet.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StoredRecord {
  id: string;
}

export interface Collection<T extends StoredRecord> {
  all(): readonly T[];
  get(id: string): T | undefined;
  find(predicate: (record: T) => boolean): T | undefined;
  filter(predicate: (record: T) => boolean): T[];
  insert(record: T): T;
  update(id: string, patch: Partial<T>): T | undefined;
  remove(id: string): boolean;
}

export interface Store {
  collection<T extends StoredRecord>(name: string): Collection<T>;
  /** True when the state was created now rather than loaded: domains seed it then. */
  readonly fresh: boolean;
  /** Writes pending changes at once (tests, shutdown). */
  flush(): void;
  /** A deep copy of every collection. */
  snapshot(): Record<string, StoredRecord[]>;
  /** Replaces every collection with a copy of these (the workbench's reset to the seed). */
  restore(collections: Record<string, StoredRecord[]>): void;
}

const STATE_VERSION = 1;
export const STATE_FILE = 'state.json';

interface StateFile {
  version: number;
  seed: number;
  collections: Record<string, StoredRecord[]>;
}

function load(file: string, seed: number): StateFile | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StateFile>;
    if (
      parsed.version !== STATE_VERSION ||
      parsed.seed !== seed ||
      typeof parsed.collections !== 'object'
    ) {
      return undefined;
    }
    return parsed as StateFile;
  } catch {
    return undefined;
  }
}

export function createStore(dataDir: string | null, seed: number): Store {
  const file = dataDir ? join(dataDir, STATE_FILE) : null;
  const loaded = file ? load(file, seed) : undefined;
  const state: StateFile = loaded ?? { version: STATE_VERSION, seed, collections: {} };
  let dirty = false;

  function flush() {
    if (!file || !dirty) return;
    dirty = false;
    mkdirSync(dataDir as string, { recursive: true });
    // Write then rename, so a crash mid-write never leaves half a file.
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  }

  function changed() {
    if (!file || dirty) return;
    dirty = true;
    setImmediate(flush);
  }

  function collection<T extends StoredRecord>(name: string): Collection<T> {
    const records = () => (state.collections[name] ??= []) as T[];
    return {
      all: () => records(),
      get: (id) => records().find((record) => record.id === id),
      find: (predicate) => records().find(predicate),
      filter: (predicate) => records().filter(predicate),
      insert(record) {
        records().push(record);
        changed();
        return record;
      },
      update(id, patch) {
        const record = records().find((candidate) => candidate.id === id);
        if (!record) return undefined;
        Object.assign(record, patch);
        changed();
        return record;
      },
      remove(id) {
        const list = records();
        const index = list.findIndex((record) => record.id === id);
        if (index < 0) return false;
        list.splice(index, 1);
        changed();
        return true;
      },
    };
  }

  const copy = (collections: Record<string, StoredRecord[]>) =>
    structuredClone(collections) as Record<string, StoredRecord[]>;

  return {
    collection,
    fresh: !loaded,
    flush,
    snapshot: () => copy(state.collections),
    restore(collections) {
      // Replaced as a whole: the domains reach their collections only through `records()`.
      state.collections = copy(collections);
      changed();
    },
  };
}
