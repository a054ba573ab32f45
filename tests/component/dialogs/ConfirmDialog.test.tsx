import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../../../src/components/dialogs/ConfirmDialog';
import { renderWithI18n } from '../../support/renderWithI18n';

describe('ConfirmDialog', () => {
  it('offers translated confirm and cancel by default and answers with their values', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    await renderWithI18n(
      <ConfirmDialog open title="提示" content="请先登录" onAnswer={onAnswer} />,
      'zh',
    );
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(dialog.textContent).toContain('请先登录');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onAnswer.mock.calls).toEqual([['confirm'], ['cancel']]);
  });

  it('shows at most three buttons with their own values, and the icon by name', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    await renderWithI18n(
      <ConfirmDialog
        open
        title="Out of stock"
        content="This model is sold out."
        icon="error"
        buttons={[
          { label: 'One', value: '1' },
          { label: 'Two', value: '2' },
          { label: 'Three', value: '3', primary: true },
          { label: 'Four', value: '4' },
        ]}
        onAnswer={onAnswer}
      />,
      'en',
    );
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('img', { name: 'Error' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Four' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Three' }));
    expect(onAnswer).toHaveBeenCalledWith('3');
  });

  it('puts the answer that goes forward last, whatever its place in the list', async () => {
    await renderWithI18n(
      <ConfirmDialog
        open
        title="Login expired"
        content="Please log in first"
        buttons={[
          { label: 'Go to login', value: 'confirm', primary: true },
          { label: 'Cancel', value: 'cancel' },
        ]}
        onAnswer={() => {}}
      />,
      'en',
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Login expired' });
    const answers = within(dialog)
      .getAllByRole('button')
      .filter((button) => button.textContent !== '×');
    expect(answers.map((button) => button.textContent)).toEqual(['Cancel', 'Go to login']);
  });

  it('answers dismiss on Escape', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    await renderWithI18n(
      <ConfirmDialog open title="Notice" content="Saved" icon="success" onAnswer={onAnswer} />,
      'en',
    );
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith('dismiss');
  });

  it('answers dismiss on a click on the backdrop', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onAnswer = vi.fn();
    await renderWithI18n(
      <ConfirmDialog open title="Notice" content="Saved" icon="warn" onAnswer={onAnswer} />,
      'en',
    );
    await screen.findByRole('alertdialog');
    const backdrop = document.querySelector('[data-scope="dialog"][data-part="backdrop"]');
    if (!backdrop) throw new Error('no backdrop');
    // Ark listens for presses outside the dialog only from a timer after it opened (no person
    // clicks that fast); a press before then does nothing, so the test presses until it counts.
    await waitFor(async () => {
      await user.click(backdrop);
      expect(onAnswer).toHaveBeenCalledWith('dismiss');
    });
    expect(new Set(onAnswer.mock.calls.flat())).toEqual(new Set(['dismiss']));
  });
});
