import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { API_DOCS_PATH, renderApiDocs } from '../../scripts/docs/apiDocs';
import { allEndpoints } from '../../src/api/contract/registry';

it('docs/api.md is current with the contract (run `npm run docs:api`)', () => {
  expect(readFileSync(API_DOCS_PATH, 'utf8')).toBe(renderApiDocs());
});

it('lists every endpoint of the contract once in its table', () => {
  const rows = readFileSync(API_DOCS_PATH, 'utf8')
    .split('\n')
    .filter((line) => /^\| \d+ \|/.test(line));
  expect(rows).toHaveLength(allEndpoints.length);
});
