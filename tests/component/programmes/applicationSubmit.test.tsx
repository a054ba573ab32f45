import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockServer } from '../../contract/support/mockServer';
import { renderProgrammeRoute } from './support/renderProgrammeRoute';
import { startAppMock } from '../../support/renderApp';
import { fillValidApplication, LABELS } from './support/applicationForm';
import { APPLICATIONS } from '../../../mock-server/company/records';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
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

  it('lists the regions by their English names on English pages, and sends the Chinese ones', async () => {
    const { user: applicant, token } = mock.createUser();
    await renderProgrammeRoute('/applyAgent', { locale: 'en', token });
    const user = userEvent.setup();
    await fillValidApplication(user, 'en');
    const choose = async (level: string, english: string) => {
      const select = screen.getByRole('combobox', { name: level });
      await user.selectOptions(select, within(select).getByRole('option', { name: english }));
    };
    await screen.findByRole('option', { name: 'Guangdong' });
    // Not one Chinese name among the English page's provinces.
    const provinces = within(screen.getByRole('combobox', { name: 'Province' }))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(provinces.filter((name) => /\p{Script=Han}/u.test(name))).toEqual([]);
    await choose('Province', 'Guangdong');
    await choose('City', 'Shenzhen');
    await choose('District', 'Nanshan District');
    await user.click(screen.getByRole('button', { name: LABELS.en.submit }));
    await screen.findByRole('heading', { name: 'page /homePage' });
    const sent = mock.app.mock.store
      .collection<{ id: string; userId: string; province: string; city: string; district: string }>(
        APPLICATIONS,
      )
      .find((record) => record.userId === applicant.id);
    expect(sent && [sent.province, sent.city, sent.district]).toEqual([
      '广东省',
      '深圳市',
      '南山区',
    ]);
  });

  it('lists the Chinese names on Chinese pages', async () => {
    const { token } = mock.createUser();
    await renderProgrammeRoute('/applyAgent', { locale: 'zh', token });
    const province = await screen.findByRole('combobox', { name: '省份' });
    await within(province).findByRole('option', { name: '广东省' });
    expect(within(province).queryByRole('option', { name: 'Guangdong' })).toBeNull();
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
    expect((await screen.findByRole('status')).textContent).toContain(
      'Application submitted successfully',
    );
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
