import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MockServer } from '../../contract/support/mockServer';
import { getCustomService, type CustomerService } from '../../../src/api/contract/company/about';
import { renderAppAt, startAppMock } from '../../support/renderApp';
import { forgetLogin, storeLogin } from './harness/storedLogin';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());
afterEach(async () => {
  forgetLogin();
  await mock.raw('/__mock/scenario', { method: 'DELETE' });
});

async function failCalls(path: string) {
  await mock.raw('/__mock/scenario', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'code10000', times: 0, path }),
  });
}

async function serviceFromMock(serviceType: 'contact' | 'tech', language: 'zh' | 'en') {
  const answer = await mock.call(getCustomService, { query: { serviceType, language } });
  return (answer.body as { data: CustomerService }).data;
}

const main = () => within(screen.getByRole('main'));

describe('contact us', () => {
  it('shows the contact cards, the five customer-service channels and the offices', async () => {
    await renderAppAt('/contact', 'zh');
    const service = await serviceFromMock('contact', 'zh');
    const channels = main().getByRole('region', { name: '客户服务' });
    expect(
      within(channels)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['在线咨询（QQ）', '采购咨询', '售前咨询', '售后服务', '技术支持']);
    expect(within(channels).getByText(service.qqName)).toBeVisible();
    expect(
      within(channels).getByRole('link', { name: service.buyService }).getAttribute('href'),
    ).toBe(`tel:${service.buyService.replace(/[\s-]/g, '')}`);
    const offices = main().getByRole('region', { name: '商务咨询办事处' });
    expect(within(offices).getAllByText('地址').length).toBeGreaterThan(1);
    expect(main().getByRole('heading', { level: 2, name: '公司总部' })).toBeVisible();
  });

  it('shows its built-in text when the backend answers nothing usable', async () => {
    await failCalls('/about/');
    await failCalls('getBusinessConsult');
    await renderAppAt('/contact', 'en');
    expect(main().getByRole('heading', { name: 'How to reach us' })).toBeVisible();
    expect(main().getByRole('link', { name: 'Business consulting' }).getAttribute('href')).toBe(
      '/business',
    );
    expect(main().queryByRole('region', { name: 'Customer service' })).toBeNull();
  });
});

describe('technical consulting', () => {
  it('offers a login that comes back here, and the technical contacts', async () => {
    await renderAppAt('/technology', 'en');
    const service = await serviceFromMock('tech', 'en');
    expect(main().getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/loginn?redirect=%2Ftechnology',
    );
    const contacts = main().getByRole('region', { name: 'Technical contacts' });
    expect(within(contacts).getByText(service.techName)).toBeVisible();
  });

  it('drops the login button once logged in', async () => {
    const { user, token } = mock.createUser();
    storeLogin(token, user.username);
    await renderAppAt('/technology', 'zh');
    expect(main().getByRole('heading', { level: 1, name: '技术咨询' })).toBeVisible();
    expect(main().queryByRole('link', { name: '登录' })).toBeNull();
  });
});
