import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { msg } from '@lingui/core/macro';
import { ConfirmHost } from '../../../src/components/dialogs/ConfirmHost';
import { createConfirmService } from '../../../src/components/dialogs/confirm';
import { renderWithI18n } from '../../support/renderWithI18n';

describe('confirm() and ConfirmHost', () => {
  it('shows translated questions one at a time and resolves each with its answer', async () => {
    const user = userEvent.setup();
    const service = createConfirmService();
    await renderWithI18n(<ConfirmHost service={service} />, 'zh');
    const first = service.ask({
      title: msg`Intelligent platform`,
      content: msg`Please log in first`,
      icon: 'warn',
      buttons: [{ label: msg`Log in`, value: 'login', primary: true }],
    });
    const second = service.ask({ title: msg`Search`, content: msg`Nothing found.` });

    const dialog = await screen.findByRole('alertdialog', { name: '智能平台' });
    expect(dialog.textContent).toContain('请先登录');
    expect(screen.getByRole('img', { name: '警告' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: '登录' }));
    await expect(first).resolves.toBe('login');

    await screen.findByRole('alertdialog', { name: '搜索' });
    expect(screen.getByText('没有找到相关结果。')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(second).resolves.toBe('cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('closes a question its asker takes back, answering it as dismissed', async () => {
    const service = createConfirmService();
    await renderWithI18n(<ConfirmHost service={service} />, 'en');
    const asking = new AbortController();
    const answer = service.ask({ title: msg`Search`, content: msg`Nothing found.` }, asking.signal);
    await screen.findByRole('alertdialog', { name: 'Search' });
    asking.abort();
    await expect(answer).resolves.toBe('dismiss');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(service.current()).toBeUndefined();
    // Taken back before it was asked: nothing opens.
    await expect(
      service.ask({ title: msg`Search`, content: msg`Nothing found.` }, asking.signal),
    ).resolves.toBe('dismiss');
    expect(service.current()).toBeUndefined();
  });

  it('gives focus to the content once answered when what had it is gone', async () => {
    const user = userEvent.setup();
    const service = createConfirmService();
    await renderWithI18n(
      <>
        <main id="main" tabIndex={-1}>
          <button type="button">Opener</button>
        </main>
        <ConfirmHost service={service} />
      </>,
      'en',
    );
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    const answer = service.ask({ title: msg`Search`, content: msg`Nothing found.` });
    await screen.findByRole('alertdialog', { name: 'Search' });
    // As when the expired-login prompt follows a navigation: the menu item that had focus is gone.
    opener.remove();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe('cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
