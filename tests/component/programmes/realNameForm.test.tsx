import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { MockServer } from '../../contract/support/mockServer';
import { renderProgrammeRoute } from './support/renderProgrammeRoute';
import { startAppMock } from '../../support/renderApp';
import { pngFile } from './support/pictures';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

const TEXTS = {
  zh: {
    name: '姓名',
    phone: '手机号码',
    email: '邮箱',
    licence: '营业执照（图片）',
    choosePicture: '选择图片',
    submit: '提交审核',
    nameRequired: '请输入姓名',
    phoneEmpty: '请输入手机号码',
    phoneNumeric: '请输入数值',
    phoneFormat: '手机号码格式不正确',
    emailRequired: '请输入邮箱',
    licenceRequired: '请上传营业执照',
  },
  en: {
    name: 'Your name',
    phone: 'Mobile phone',
    email: 'E-mail',
    licence: 'Business licence (picture)',
    choosePicture: 'Choose a picture',
    submit: 'Submit for review',
    nameRequired: 'Please enter your name',
    phoneEmpty: 'Please enter your phone number',
    phoneNumeric: 'Please enter a numerical value',
    phoneFormat: 'Incorrect phone number format',
    emailRequired: 'Please enter your e-mail address',
    licenceRequired: 'Please upload your business licence',
  },
} as const;

const messageOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.tagName === 'P')?.textContent;

async function fill(user: UserEvent, texts: (typeof TEXTS)['en' | 'zh']) {
  await user.type(await screen.findByRole('textbox', { name: texts.name }), 'Li Lei');
  await user.type(screen.getByRole('textbox', { name: texts.phone }), '13800138000');
  await user.type(screen.getByRole('textbox', { name: texts.email }), 'li@example.com');
}

describe.each(['zh', 'en'] as const)('the real-name form in %s', (locale) => {
  const texts = TEXTS[locale];

  it('shows every validation message', { timeout: 30_000 }, async () => {
    await renderProgrammeRoute('/realName', { locale });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.submit }));
    const phone = screen.getByRole('textbox', { name: texts.phone });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: texts.name }));
    expect(messageOf(screen.getByRole('textbox', { name: texts.name }))).toBe(texts.nameRequired);
    expect(messageOf(phone)).toBe(texts.phoneEmpty);
    expect(messageOf(screen.getByRole('textbox', { name: texts.email }))).toBe(texts.emailRequired);
    expect(messageOf(screen.getByLabelText(texts.licence, { exact: false }))).toBe(
      texts.licenceRequired,
    );
    await user.type(phone, 'abc');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(messageOf(phone)).toBe(texts.phoneNumeric);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: texts.name }));
    await user.clear(phone);
    await user.type(phone, '10000000000');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    expect(messageOf(phone)).toBe(texts.phoneFormat);
  });
  it('offers its picture button in the page language', async () => {
    await renderProgrammeRoute('/realName', { locale });
    // The browser's own file button ("Choose File") speaks the browser's language instead.
    const input = await screen.findByLabelText(texts.choosePicture, { exact: false });
    expect(input.getAttribute('type')).toBe('file');
    expect(input).toBe(screen.getByLabelText(texts.licence, { exact: false }));
  });
});

describe('sending the real-name form', { timeout: 30_000 }, () => {
  it('offers a login when the visitor is not logged in', async () => {
    const { router } = await renderProgrammeRoute('/realName', { locale: 'en' });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(TEXTS.en.licence, { exact: false }), pngFile());
    const offer = await screen.findByRole('alertdialog', { name: 'You are not logged in' });
    await user.click(within(offer).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'page /loginn' })).toBeVisible();
    expect(router.state.location.search).toEqual({ redirect: '/realName' });
  });

  it('uploads the licence with a preview, sends the form and goes home', async () => {
    const { token } = mock.createUser();
    const { router } = await renderProgrammeRoute('/realName', { locale: 'zh', token });
    const user = userEvent.setup();
    await fill(user, TEXTS.zh);
    await user.upload(screen.getByLabelText(TEXTS.zh.licence, { exact: false }), pngFile());
    expect(await screen.findByRole('img', { name: '图片 1' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: TEXTS.zh.submit }));
    expect(await screen.findByRole('heading', { name: 'page /homePage' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/homePage');
    expect((await screen.findByRole('status')).textContent).toContain('提交成功，请等待审核');
  });
});
