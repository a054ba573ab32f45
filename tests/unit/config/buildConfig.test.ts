/**
 * What `vite build` does with the environment (vite.config.ts and its app-config plugin): a
 * production build stops, naming what is missing; the mock build takes the mock's addresses.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from 'vite';
import type { AppConfigPlugin } from '../../../scripts/vite/appConfigPlugin';

let envDir: string;

beforeAll(async () => {
  envDir = await mkdtemp(join(tmpdir(), 'app-config-'));
  // Everything production needs but the filing number.
  await writeFile(
    join(envDir, '.env.production'),
    [
      'VITE_API_BASE=/',
      'VITE_DOC_SITES=https://docs.example.com/reach/',
      'VITE_WECHAT_APP_ID=wx0123456789abcdef',
      'VITE_WECHAT_REDIRECT=https://www.example.com/',
    ].join('\n'),
  );
});

afterAll(async () => {
  await rm(envDir, { recursive: true, force: true });
});

/**
 * Resolving vite.config.ts bundles it and loads every plugin of the build: 3.4 s alone at load 21
 * on the 2-core machine, past Vitest's 5 s beside other test files.
 */
const RESOLVE_TIMEOUT = 30_000;

const resolveBuild = (mode: string) =>
  resolveConfig({ configFile: 'vite.config.ts', mode, envDir, logLevel: 'silent' }, 'build');

describe('vite build', { timeout: RESOLVE_TIMEOUT }, () => {
  it('stops a production build that lacks a required value, naming it', async () => {
    await expect(resolveBuild('production')).rejects.toThrow(
      /VITE_FILING_NUMBER is missing[\s\S]*vite build --mode mock/,
    );
  });

  it("builds with the mock's addresses in the mock mode", async () => {
    const config = await resolveBuild('mock');
    const plugin = config.plugins.find((candidate) => candidate.name === 'app-config') as
      AppConfigPlugin | undefined;
    expect(plugin?.api.appConfig()).toMatchObject({
      apiBase: '',
      docSites: ['/__mock/docs/'],
      wechatLogin: { kind: 'mock', page: '/__mock/wechat/qr' },
    });
  });
});
