/**
 * The user center shows the record of whoever is logged in now, and what a customer typed goes
 * with them (docs/decisions.md "User data belongs to the session").
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifyUnauthorized } from '../../../src/api/unauthorized';
import { reloadView } from '../../../src/lib/reloadView';
import { storage } from '../../../src/lib/storage';
import type { MockServer } from '../../contract/support/mockServer';
import { renderAppAt, startAppMock } from '../../support/renderApp';
import { storeLogin } from './support/accountSetup';

vi.setConfig({ testTimeout: 30_000 });

let server: MockServer;
beforeAll(async () => {
  server = await startAppMock();
  await Promise.all([
    import('../../../src/features/account/profile/ProfileScreen'),
    import('../../../src/session/runSession'),
  ]);
}, 120_000);
afterAll(() => server.close());

let serial = 0;
const freshPhone = () => `1389013${String(1000 + ++serial).slice(-4)}`;

const newCustomer = (nickname: string) =>
  server.createUser({ phone: freshPhone(), nickname, email: `${nickname}@example.com` });

describe('the user center', () => {
  it("shows the record of the login it loaded with, not the form's first copy", async () => {
    const alice = newCustomer('alice');
    storeLogin(alice.token, alice.user.username, alice.user.nickname);
    const { router } = await renderAppAt('/userDetail', 'en');
    expect(await screen.findByLabelText('Email')).toHaveProperty('value', 'alice@example.com');

    // Another tab of this browser logged in as Bob; this one reloads its data (a language switch
    // does): the page now shows Bob's record, and saving would save Bob's.
    const bob = newCustomer('bob');
    storeLogin(bob.token, bob.user.username, bob.user.nickname);
    await act(() => reloadView(router));
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveProperty('value', 'bob@example.com'),
    );
    expect(screen.getByLabelText('Nickname')).toHaveProperty('value', 'bob');
  });

  it('drops what was typed when an HTTP 401 ends the session', async () => {
    const carol = newCustomer('carol');
    storeLogin(carol.token, carol.user.username, carol.user.nickname);
    await renderAppAt('/userDetail', 'en');
    await screen.findByRole('button', { name: 'Account menu of carol' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Email' }));
    const email = screen.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'typed-by-carol@example.com');

    act(() => void notifyUnauthorized());

    // Logged out at once (the page reloads 3 s later), and the draft is gone with the session.
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByDisplayValue('typed-by-carol@example.com')).toBeNull();
    expect(storage.usertoken.get()).toBeUndefined();
  });
});
