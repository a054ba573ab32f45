import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockServer } from '../../contract/support/mockServer';
import { renderProgrammeRoute } from './support/renderProgrammeRoute';
import { startAppMock } from '../../support/renderApp';
import { pngFile } from './support/pictures';

let mock: MockServer;
beforeAll(async () => {
  mock = await startAppMock();
});
afterAll(() => mock.close());

async function openForm(locale: 'zh' | 'en') {
  const { token } = mock.createUser();
  const view = await renderProgrammeRoute('/applyAgent', { locale, token });
  const user = userEvent.setup();
  const deviceType = await screen.findByRole('combobox', {
    name: locale === 'zh' ? '合作的设备类型' : 'Device type you will work with',
  });
  const firstType = within(deviceType).getAllByRole('option')[1];
  if (!firstType) throw new Error('no device type in the mock');
  await user.selectOptions(deviceType, firstType);
  return { ...view, user };
}

describe('application pictures', { timeout: 30_000 }, () => {
  it('uploads one picture at a time and shows each as a preview', async () => {
    const { user } = await openForm('en');
    const picker = screen.getByLabelText('Business licence and other pictures');
    await user.upload(picker, pngFile('licence.png'));
    const preview = await screen.findByRole('img', { name: 'Picture 1' });
    expect(preview.getAttribute('src')).toMatch(/^\/mock-assets\/uploads\/.+\.png$/);
    expect(screen.getByText('1 of 9 pictures')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.queryByRole('img', { name: 'Picture 1' })).toBeNull();
  });

  it('takes at most 9 pictures, then says so in Chinese', async () => {
    const { user } = await openForm('zh');
    const picker = screen.getByLabelText('营业执照及其他图片');
    for (let index = 1; index <= 9; index += 1) {
      await user.upload(picker, pngFile(`p${index}.png`));
      await screen.findByRole('img', { name: `图片 ${index}` });
    }
    expect(screen.getByText('已上传 9 / 9 张图片')).toBeVisible();
    await user.upload(picker, pngFile('p10.png'));
    expect(await screen.findByText('最多只能上传 9 张图片')).toBeVisible();
    expect(screen.getAllByRole('img', { name: /^图片/ })).toHaveLength(9);
    // The spoken name starts with the visible word, so "移除" also works by voice (WCAG 2.5.3).
    const remove = screen.getByRole('button', { name: '移除图片 1' });
    expect(remove.textContent).toBe('移除');
  });

  it('shows the server message when a file is not a picture', async () => {
    const { user } = await openForm('en');
    const picker = screen.getByLabelText('Business licence and other pictures');
    await user.upload(picker, new File(['plain text'], 'notes.png', { type: 'image/png' }));
    expect(
      await screen.findByText('Only PNG, JPEG, GIF, WebP or SVG pictures are accepted', {
        selector: '[role="alert"]',
      }),
    ).toBeVisible();
  });
});
