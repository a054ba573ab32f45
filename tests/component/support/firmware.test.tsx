/**
 * /updView, firmware updates (docs/decisions.md "/updView and /sendDd"): each model's releases by
 * device type, downloads behind a login, and the update check for one device.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getFirmwareList, type FirmwarePackage } from '../../../src/api/contract/company/firmware';
import { renderAppAt, settled, withAppMock } from '../../support/renderApp';
import { forgetLogin, storeLogin } from './harness/storedLogin';

// The first render compiles the app's lazily loaded screens.
vi.setConfig({ testTimeout: 30_000 });

const mock = withAppMock();
afterEach(forgetLogin);

async function packagesFromMock(query: Record<string, string>): Promise<FirmwarePackage[]> {
  const answer = await mock().call(getFirmwareList, { query });
  return (answer.body as { data: FirmwarePackage[] }).data;
}

const cardOf = (model: string) =>
  screen.getByRole('heading', { level: 3, name: new RegExp(`^${model} `) }).closest('li')!;

describe('firmware updates', () => {
  it('shows each model’s latest release in full and its earlier ones folded, downloads behind a login', async () => {
    const [dtu] = await packagesFromMock({ deviceType: '1', language: 'zh' });
    const [latest, ...earlier] = dtu!.releases;
    const { router } = await renderAppAt('/updView', 'zh');
    const card = cardOf('RC-D410');
    expect(within(card).getAllByRole('heading', { level: 4 })[0]!.textContent).toBe(
      `版本 ${latest!.version}，发布于 ${latest!.releaseDate.slice(0, 10)}最新`,
    );
    expect(
      within(card).getByRole('list', { name: `${latest!.version} 的更新内容` }).textContent,
    ).toBe(latest!.notes.join(''));
    expect(card.textContent).toContain(latest!.sha256);
    expect(within(card).getByText(`历史版本（${earlier.length}）`).closest('details')?.open).toBe(
      false,
    );
    expect(within(card).queryByRole('link', { name: /^下载/ })).toBeNull();
    const login = within(card).getByRole('link', {
      name: `登录后下载 RC-D410 固件 ${latest!.version}`,
    });
    fireEvent.click(login);
    await settled(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginn'));
    expect(router.state.location.search).toEqual({ redirect: '/updView' });
  });

  it('lets a logged-in customer download every release, and lists one device type once checked', async () => {
    const { user, token } = mock().createUser();
    storeLogin(token, user.username);
    const { router } = await renderAppAt('/updView', 'en');
    const [meter] = await packagesFromMock({ deviceType: '4', language: 'en' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /^Log in to download/ })).toBeNull(),
    );
    for (const release of meter!.releases) {
      const link = within(cardOf('RM-330')).getByRole('link', {
        name: `Download the RM-330 firmware ${release.version}`,
      });
      expect(link.getAttribute('href')).toBe(release.filePath);
    }

    fireEvent.change(screen.getByRole('combobox', { name: 'Device type' }), {
      target: { value: '4_en' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await settled(router);
    expect(router.state.location.search).toEqual({ deviceType: '4_en' });
    await waitFor(() =>
      expect(
        screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
      ).toEqual(['RM-330 Smart meter']),
    );
  });

  it('checks a device: the fields first, then the newer release or the server’s refusal', async () => {
    const [gateway] = await packagesFromMock({ deviceType: '3', language: 'en' });
    const [latest, previous] = gateway!.releases;
    await renderAppAt('/updView', 'en');
    const check = screen.getByRole('region', { name: 'Check your device' });
    const model = within(check).getByRole('combobox', { name: 'Model' });
    const version = within(check).getByRole('textbox', { name: 'Current version' });
    const submit = within(check).getByRole('button', { name: 'Check for updates' });

    fireEvent.change(version, { target: { value: '2.1' } });
    fireEvent.click(submit);
    await waitFor(() => expect(model.getAttribute('aria-invalid')).toBe('true'));
    expect(check.textContent).toContain('Please enter the device model');
    expect(check.textContent).toContain('A version is major.minor.patch, for example 1.4.2');

    fireEvent.change(model, { target: { value: 'RG-520' } });
    fireEvent.change(version, { target: { value: previous!.version } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(check.textContent).toContain(
        `Version ${latest!.version} is available for RG-520 (yours is ${previous!.version}).`,
      ),
    );
    expect(check.textContent).toContain(latest!.sha256);
    const offer = within(check).getByRole('link', { name: /^Log in to download/ });
    expect(offer.getAttribute('aria-label')).toBe(
      `Log in to download the RG-520 firmware ${latest!.version}`,
    );

    fireEvent.change(version, { target: { value: latest!.version } });
    // A changed field takes the answer away: it answered another version.
    await waitFor(() => expect(check.textContent).not.toContain('is available for'));
    fireEvent.click(submit);
    await waitFor(() =>
      expect(check.textContent).toContain(
        `RG-520 is up to date: ${latest!.version} is the latest firmware.`,
      ),
    );

    fireEvent.change(model, { target: { value: 'RX-1' } });
    fireEvent.click(submit);
    expect((await within(check).findByRole('alert')).textContent).toBe(
      'No firmware for this model; please check the model on the device label',
    );
  });
});
