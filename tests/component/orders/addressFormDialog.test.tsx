import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AddressFormDialog } from '../../../src/components/address/AddressFormDialog';
import { renderWithI18n } from '../../support/renderWithI18n';
import { loadRegions } from '../../../src/components/address/regionData';

// The region data loads when the form first opens; compile it once, before any test waits for it.
beforeAll(() => loadRegions());

// jsdom has no CSS.escape; Ark's focus trap calls it when a message with an id appears.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

/** The address form as the checkout opens it, from an "Add address" button. */
function AddAddress() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add address
      </button>
      <AddressFormDialog
        open={open}
        onCancel={() => setOpen(false)}
        onSaved={() => setOpen(false)}
      />
    </>
  );
}

const form = () => screen.getByRole('dialog', { name: 'Add an address' });
const alerts = () =>
  within(form())
    .queryAllByRole('alert')
    .map((node) => node.textContent);
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));

describe('the add-address form', () => {
  it('drops a message once its field is put right, keeping the others', async () => {
    await renderWithI18n(<AddAddress />, 'en');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await screen.findByRole('dialog', { name: 'Add an address' });
    const province = (await within(form()).findByRole('combobox', {
      name: 'Province',
    })) as HTMLSelectElement;
    await waitFor(() => expect(province.disabled).toBe(false));
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Phone' }), {
      target: { value: '123' },
    });
    save();
    expect(alerts()).toEqual([
      'Choose the province, city and district.',
      'Enter the detailed address.',
      'Enter an 11-digit mainland mobile number.',
      "Enter the recipient's name.",
    ]);
    fireEvent.change(province, { target: { value: '广东省' } });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'City' }), {
      target: { value: '深圳市' },
    });
    fireEvent.change(within(form()).getByRole('combobox', { name: 'District' }), {
      target: { value: '南山区' },
    });
    fireEvent.change(within(form()).getByRole('textbox', { name: 'Recipient' }), {
      target: { value: '韩梅梅' },
    });
    expect(alerts()).toEqual([
      'Enter the detailed address.',
      'Enter an 11-digit mainland mobile number.',
    ]);
    expect(province.getAttribute('aria-invalid')).toBeNull();
  });

  it('opens blank again after a cancel', async () => {
    await renderWithI18n(<AddAddress />, 'zh');
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: '添加收货地址' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '收货人' }), {
      target: { value: '韩梅梅' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).queryAllByRole('alert')).not.toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const again = await screen.findByRole('dialog', { name: '添加收货地址' });
    expect(within(again).queryAllByRole('alert')).toHaveLength(0);
    expect((within(again).getByRole('textbox', { name: '收货人' }) as HTMLInputElement).value).toBe(
      '',
    );
  });
});
