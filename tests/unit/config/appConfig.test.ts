import { describe, expect, it } from 'vitest';
import {
  AppConfigError,
  CONFIG_VARIABLES,
  readAppConfig,
  type MockAddresses,
} from '../../../src/config/appConfig';

const mock: MockAddresses = { docSite: '/__mock/docs/', wechatQrPage: '/__mock/wechat/qr' };

const production = {
  VITE_API_BASE: 'https://api.example.com/',
  VITE_DOC_SITES: 'https://docs.example.com/reach, https://help.example.com/',
  VITE_WECHAT_APP_ID: 'wx0123456789abcdef',
  VITE_WECHAT_REDIRECT: 'https://www.example.com',
  VITE_FILING_NUMBER: '京ICP备12345678号-1',
};

function problemsOf(env: Record<string, string>, addresses?: MockAddresses): readonly string[] {
  try {
    readAppConfig(env, addresses);
  } catch (error) {
    if (error instanceof AppConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the configuration of a production build', () => {
  it('is every value checked and put in the form the app uses', () => {
    expect(readAppConfig(production)).toEqual({
      apiBase: 'https://api.example.com',
      docSites: ['https://docs.example.com/reach/', 'https://help.example.com/'],
      wechatLogin: {
        kind: 'wechat',
        appId: 'wx0123456789abcdef',
        redirect: 'https://www.example.com/',
      },
      filingNumber: '京ICP备12345678号-1',
      videoPlayerOrigin: 'https://player.bilibili.com',
      mediaOrigins: [],
    });
  });

  it("takes / as the app's own origin for the API", () => {
    expect(readAppConfig({ ...production, VITE_API_BASE: '/' }).apiBase).toBe('');
  });

  it('names every missing required value, and nothing else', () => {
    expect(problemsOf({}).map((problem) => problem.split(' ')[0])).toEqual([
      'VITE_API_BASE',
      'VITE_DOC_SITES',
      'VITE_WECHAT_APP_ID',
      'VITE_WECHAT_REDIRECT',
      'VITE_FILING_NUMBER',
    ]);
    const { VITE_FILING_NUMBER: _missing, ...withoutFiling } = production;
    expect(problemsOf(withoutFiling)).toEqual([
      'VITE_FILING_NUMBER is missing: the ICP filing number of the copyright line.',
    ]);
    expect(problemsOf({ ...production, VITE_DOC_SITES: '  ' })).toEqual([
      expect.stringMatching(/^VITE_DOC_SITES is missing/),
    ]);
  });

  it.each([
    ['VITE_API_BASE', 'http://api.example.com'],
    ['VITE_API_BASE', 'api.example.com'],
    ['VITE_API_BASE', 'https://api.example.com/?key=1'],
    ['VITE_API_BASE', 'https://user:secret@api.example.com'],
    ['VITE_DOC_SITES', 'javascript:alert(1)//'],
    ['VITE_DOC_SITES', ' , '],
    ['VITE_WECHAT_APP_ID', 'wx123'],
    ['VITE_WECHAT_REDIRECT', 'https://www.example.com/#/loginn'],
    ['VITE_FILING_NUMBER', 'ICP 12345678'],
    ['VITE_VIDEO_PLAYER_ORIGIN', 'https://player.example.com/embed'],
    ['VITE_MEDIA_ORIGINS', 'https://cdn.example.com, ftp://files.example.com'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(problemsOf({ ...production, [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${name} must`)),
    ]);
  });

  it('accepts http for a backend on this machine', () => {
    expect(readAppConfig({ ...production, VITE_API_BASE: 'http://127.0.0.1:8080' }).apiBase).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('checks every variable that .env.example documents', async () => {
    const { readFile } = await import('node:fs/promises');
    const example = await readFile('.env.example', 'utf8');
    const documented = [...example.matchAll(/^(VITE_\w+)=/gm)].map(([, name]) => name);
    expect(documented).toEqual(CONFIG_VARIABLES);
    // And the values there make a valid production configuration.
    const values = Object.fromEntries(
      [...example.matchAll(/^(VITE_\w+)=(.*)$/gm)].map(([, name, value]) => [name, value]),
    );
    expect(readAppConfig(values).apiBase).toBe('');
  });
});

describe('the configuration while developing and in the mock build', () => {
  it("falls back to the mock's addresses for what is missing", () => {
    expect(readAppConfig({}, mock)).toEqual({
      apiBase: '',
      docSites: ['/__mock/docs/'],
      wechatLogin: { kind: 'mock', page: '/__mock/wechat/qr' },
      filingNumber: null,
      videoPlayerOrigin: 'https://player.bilibili.com',
      mediaOrigins: [],
    });
  });

  it('still uses, and checks, the values that are set', () => {
    expect(readAppConfig({ VITE_API_BASE: 'https://api.example.com' }, mock).apiBase).toBe(
      'https://api.example.com',
    );
    expect(problemsOf({ VITE_FILING_NUMBER: 'none' }, mock)).toEqual([
      expect.stringMatching(/^VITE_FILING_NUMBER must/),
    ]);
  });

  it('wants the WeChat app id and its redirect together', () => {
    expect(problemsOf({ VITE_WECHAT_APP_ID: production.VITE_WECHAT_APP_ID }, mock)).toEqual([
      'VITE_WECHAT_APP_ID and VITE_WECHAT_REDIRECT go together: set both or neither.',
    ]);
  });
});
