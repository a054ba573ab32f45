/**
 * Renders docs/api.md from the contract (src/api/contract/registry.ts): every
 * endpoint, its method, path, inputs, result and the screens that use it.
 * `npm run docs:api` writes it; a unit test fails when the committed file is stale.
 */
import * as z from 'zod/mini';
import type { Endpoint } from '../../src/api/contract/endpoint';
import { allEndpoints, endpointGroups } from '../../src/api/contract/registry';
import { schemaToType, type JsonSchema } from './schemaToType';

export const API_DOCS_PATH = 'docs/api.md';

function typeOf(schema: z.ZodMiniType, io: 'input' | 'output'): string {
  try {
    return schemaToType(z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema);
  } catch {
    return 'unknown';
  }
}

const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;
const methodsOf = ({ method, otherMethod }: Endpoint) =>
  otherMethod ? `${method} (${otherMethod.method} on ${otherMethod.routes.join(', ')})` : method;
const anchor = (endpoint: Endpoint) =>
  endpoint.path
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

function details(endpoint: Endpoint): string[] {
  const query = typeOf(endpoint.query, 'input');
  const lines = [
    `<a id="${anchor(endpoint)}"></a>`,
    `#### ${endpoint.name} — ${methodsOf(endpoint)} ${code(endpoint.path)}`,
    '',
    endpoint.summary,
    '',
    `- Query: ${query === '{}' ? 'none' : code(query)}`,
    `- Body: ${endpoint.bodyKind === 'none' ? 'none' : `${endpoint.bodyKind} ${code(typeOf(endpoint.body, 'input'))}`}`,
    `- Result: ${code(typeOf(endpoint.result, 'output'))}`,
    `- Login: ${endpoint.auth === 'user' ? "required (the token's own user only)" : 'not required'}`,
    `- Used by: ${endpoint.usedBy.map(code).join(', ') || '—'}`,
    '',
  ];
  return lines;
}

export function renderApiDocs(): string {
  const out = [
    '# API',
    '',
    '<!-- Generated from src/api/contract/ by `npm run docs:api`; do not edit by hand. -->',
    '',
    `The mock server answers all ${allEndpoints.length} endpoints below (\`npm run dev\` or \`npm run mock\`).`,
    'Portal calls answer `{ code, msg, data }`; shop calls answer `{ statuscode, msg, data }`; the invoice',
    'calls (`customReceipt/*`) answer both `code` and `statuscode`. A refusal carries the same code',
    "fields as the call's success, with 0 (or 2 for a call that needs a login and has no valid token),",
    'a message and `data: null`: bad input gets HTTP 400, a malformed JSON body 400, a body over 1 MB',
    '413, another method 405. An id in a JSON body may be text or a JSON number (`1` is `"1"`); one too',
    'long for a JSON number (the 18-digit order numbers) is text. Dev-only helpers live under `/__mock/`',
    '(see the README).',
    '',
    '| # | Call | Method | Path | Login | Used by |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  let index = 0;
  for (const group of endpointGroups) {
    for (const endpoint of group.endpoints) {
      index += 1;
      out.push(
        `| ${index} | [${endpoint.name}](#${anchor(endpoint)}) | ${methodsOf(endpoint)} | ${code(endpoint.path)} | ${endpoint.auth === 'user' ? 'yes' : ''} | ${endpoint.usedBy.join(', ')} |`,
      );
    }
  }
  out.push('');
  for (const group of endpointGroups) {
    if (group.endpoints.length === 0) continue;
    out.push(`## ${group.title}`, '');
    for (const endpoint of group.endpoints) out.push(...details(endpoint));
  }
  return `${out.join('\n').trimEnd()}\n`;
}
