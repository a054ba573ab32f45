/**
 * A dialog opened before the dialog's code has arrived (the login offer of a protected route
 * opened cold): it appears once the code is here, and React reports nothing on the way (a
 * conditional `use()` logs "called use() to suspend in a previous render but did not call use()
 * when it finished", and may show stale content).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { switchTestLocale } from '../../support/i18n';

afterEach(() => vi.restoreAllMocks());

it('opens once its code arrives, with nothing logged', async () => {
  // The setup loaded the dialog's code for every other test: this one starts without it.
  vi.resetModules();
  const { Dialog } = await import('../../../src/components/dialogs/Dialog');
  await switchTestLocale('en');
  const errors = vi.spyOn(console, 'error');
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Cart
        </button>
        <Dialog open={open} onOpenChange={setOpen} title="Log in first">
          This page is only available after logging in.
        </Dialog>
      </>
    );
  }
  render(
    <I18nProvider i18n={i18n}>
      <Page />
    </I18nProvider>,
  );
  // The press and the code's arrival in one awaited act: React renders the waiting dialog again
  // once the code is here, as the browser does.
  await act(async () => screen.getByRole('button', { name: 'Cart' }).click());

  expect(await screen.findByRole('dialog', { name: 'Log in first' })).toHaveTextContent(
    'This page is only available after logging in.',
  );
  expect(errors.mock.calls).toEqual([]);
});
