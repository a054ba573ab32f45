import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Locale } from '../../../src/i18n/locales';
import { renderAppAt, setMockScenario, withAppMock } from '../../support/renderApp';
import './support/shellSetup';

vi.setConfig({ testTimeout: 60_000 });

const mock = withAppMock();

describe.each([
  ['en', 'Login expired, please log in again'],
  ['zh', '登录已过期，请重新登录'],
] as const)('an HTTP 401 on a page in %s', (locale: Locale, notice) => {
  it("shows the server's notice in the page's language only", async () => {
    // The language list: every page asks for it, with no language parameter of its own.
    await setMockScenario(mock(), { kind: 'http401', path: 'getLanguages', times: 1 });
    await renderAppAt('/homePage', locale);
    const alert = await screen.findByText(notice, {}, { timeout: 10_000 });
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });
});
