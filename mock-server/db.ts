import { languages, siteInfo, DEFAULT_SEED } from '../fixtures/site';

/** Everything the mock serves, built from the fixtures for one seed. */
export function createDb(seed = DEFAULT_SEED) {
  return {
    languages,
    site: siteInfo(seed),
  };
}

export type MockDb = ReturnType<typeof createDb>;
