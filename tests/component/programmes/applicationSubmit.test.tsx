import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockServer } from '../../contract/support/mockServer';
import { renderProgrammeRoute } from './support/renderProgrammeRoute';
import { startProgrammeMock } from './support/mockHttp';
import { fillValidApplication, LABELS } from './support/applicationForm';

vi.mock('../../../src/api/client', async (importOriginal) =>
  (await import('./support/mockHttp')).mockClientModule(importOriginal),
);

let mock: MockServer;
beforeAll(async () => {
  mock = await startProgrammeMock();
});
afterAll(() => mock.close());

describe('sending the application', { timeout: 30_000 }, () => {
  it('offers to log in when the server answers code 2, keeping the form', async () => {
    const { router } = await renderProgrammeRoute('/applyAgent', { locale: 'zh' });
    const user = userEvent.setup();
    await fillValidApplication(user, 'zh');
    await user.click(screen.getByRole('button', { name: LABELS.zh.submit }));
    const offer = await screen.findByRole('alertdialog', { name: '您尚未登录' });
    await user.click(within(offer).getByRole('button', { name: '留在本页' }));
    expect(screen.getByRole('alert').textContent).toBe('您尚未登录');
    expect(
      (screen.getByRole('textbox', { name: LABELS.zh.applyName }) as HTMLInputElement).value,
    ).toBe('ACME IoT');
    await user.click(screen.getByRole('button', { name: LABELS.zh.submit }));
    const again = await screen.findByRole('alertdialog', { name: '您尚未登录' });
    await user.click(within(again).getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('heading', { name: 'page /loginn' })).toBeVisible();
    expect(router.state.location.search).toEqual({ redirect: '/applyAgent' });
  });

  it('shows the server message when it refuses the application', async () => {
    const { token } = mock.createUser();
    await renderProgrammeRoute('/applyAgent', { locale: 'en', token });
    const user = userEvent.setup();
    await fillValidApplication(user, 'en', { email: 'not-an-address' });
    await user.click(screen.getByRole('button', { name: LABELS.en.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect e-mail address format');
  });

  it('goes home with a notice when the application is accepted', async () => {
    const { token } = mock.createUser();
    const { router } = await renderProgrammeRoute('/contract?incubatorId=301', {
      locale: 'en',
      token,
    });
    const user = userEvent.setup();
    expect(
      await screen.findByText(/Application: incubator tenancy at .+Maker Space/),
    ).toBeVisible();
    await fillValidApplication(user, 'en');
    await user.click(screen.getByRole('button', { name: LABELS.en.submit }));
    expect(await screen.findByRole('heading', { name: 'page /homePage' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/homePage');
    expect(screen.getByRole('status').textContent).toContain('Application submitted successfully');
  });

  it('says a full incubator takes no applications instead of offering a form it would refuse', async () => {
    await renderProgrammeRoute('/contract?incubatorId=305', { locale: 'zh' });
    expect(
      await screen.findByText(/^瑞驰物联苏州物联网众创空间已满，暂不接受入驻申请。$/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '孵化器页面' }).getAttribute('href')).toMatch(
      /\/incubator$/,
    );
    expect(screen.queryByRole('button', { name: LABELS.zh.submit })).toBeNull();
  });

  it('names an incubator the backend does not list by the programme alone, never by its id', async () => {
    await renderProgrammeRoute('/contract?incubatorId=399', { locale: 'zh' });
    expect(await screen.findByText('申请类型：入驻孵化器')).toBeVisible();
    expect(screen.queryByText(/399/)).toBeNull();
  });
});
