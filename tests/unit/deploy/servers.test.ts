/**
 * The two servers that serve a build here, `vite preview` and the bench's, send the headers the
 * build wrote, as a host would: the page's with the page at any address that answers with it.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { readAppConfig } from '../../../src/config/appConfig';
import { HEADERS_FILE, headersFor, renderHeadersFile } from '../../../scripts/deploy/headersFile';
import { inlineHashes } from '../../../scripts/deploy/inlineHashes';
import { headerRules, PAGE } from '../../../scripts/deploy/securityHeaders';
import { startStaticServer, type StaticServer } from '../../../scripts/bench/staticServer';
import { previewHeaders } from '../../../scripts/vite/previewHeaders';

const HTML =
  '<!doctype html><html><head><script>document.documentElement.lang = "zh-CN"</script>' +
  '<script type="module" src="./assets/abc123.js"></script></head><body></body></html>';

const config = readAppConfig({
  VITE_API_BASE: '/',
  VITE_DOC_SITES: 'https://docs.example.com/reach/',
  VITE_WECHAT_APP_ID: 'wx0123456789abcdef',
  VITE_WECHAT_REDIRECT: 'https://www.example.com/',
  VITE_FILING_NUMBER: '京ICP备12345678号-1',
});
const rules = headerRules(config, inlineHashes(HTML));

let root: string;
let vitePreview: PreviewServer;
let bench: StaticServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'served-build-'));
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), HTML);
  await writeFile(join(dist, 'assets', 'abc123.js'), 'export {};\n');
  await writeFile(join(dist, HEADERS_FILE), renderHeadersFile(rules));
  vitePreview = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [previewHeaders()],
    build: { outDir: 'dist' },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  bench = await startStaticServer(dist);
});

afterAll(async () => {
  await vitePreview.close();
  await bench.close();
  await rm(root, { recursive: true, force: true });
});

/** The headers the build decides (`_headers`'s names), as one server sent them for a path. */
async function sentHeaders(origin: string, path: string): Promise<Record<string, string>> {
  const response = await fetch(new URL(path, origin), { headers: { accept: 'text/html' } });
  await response.arrayBuffer();
  const decided = new Set(rules.flatMap((rule) => Object.keys(rule.headers)));
  return Object.fromEntries(
    [...decided].map((name) => [name, response.headers.get(name) ?? '(missing)']),
  );
}

const servers = () => ({
  'vite preview': vitePreview.resolvedUrls?.local[0] ?? '',
  'the bench server': bench.origin,
});

describe.each(['vite preview', 'the bench server'] as const)('%s', (name) => {
  const origin = () => servers()[name];

  it('sends the page its headers, the Content-Security-Policy with the inline hash included', async () => {
    for (const path of ['/', '/index.html'])
      expect(await sentHeaders(origin(), path)).toEqual(headersFor(PAGE, rules));
    expect((await sentHeaders(origin(), '/'))['Content-Security-Policy']).toContain(
      inlineHashes(HTML).scripts[0],
    );
  });

  it('sends a hashed file its own headers: immutable, without the policy', async () => {
    expect(await sentHeaders(origin(), '/assets/abc123.js')).toEqual({
      ...headersFor('/assets/abc123.js', rules),
      'Content-Security-Policy': '(missing)',
      'Permissions-Policy': '(missing)',
    });
  });

  it("answers an unknown address with the page, and the page's policy", async () => {
    for (const path of ['/no/such/page', '/shop?x=1'])
      expect(await sentHeaders(origin(), path)).toEqual(headersFor(PAGE, rules));
  });
});
