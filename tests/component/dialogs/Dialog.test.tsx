import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../../../src/components/dialogs/Dialog';
import { renderWithI18n } from '../../support/renderWithI18n';

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="Edit address"
        actions={{ primary: <button type="button">Save</button> }}
      >
        <input aria-label="Street" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal dialog and keeps Tab inside it', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />, 'en');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    await renderWithI18n(<Harness onOpenChange={onOpenChange} />, 'en');
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    // Zag listens for Escape from the frame after the dialog appears, the frame that moves the
    // focus into it: a key pressed before (a fast test on a busy machine) went unheard.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('stays open on a click outside', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithI18n(<Harness />, 'en');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog');
    const backdrop = document.querySelector('[data-scope="dialog"][data-part="backdrop"]');
    if (!backdrop) throw new Error('no backdrop');
    await user.click(backdrop);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('shows the other buttons first and the one that goes forward last', async () => {
    await renderWithI18n(
      <Dialog
        open
        onOpenChange={() => {}}
        title="Edit address"
        actions={{
          primary: <button type="button">Save</button>,
          secondary: (
            <>
              <button type="button">Cancel</button>
              <button type="button">Add another</button>
            </>
          ),
        }}
      />,
      'en',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    const footer = dialog.querySelector('footer');
    if (!footer) throw new Error('no footer');
    expect(
      within(footer)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Add another', 'Save']);
  });

  it('has a translated close button', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Harness />, 'zh');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
