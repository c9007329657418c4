import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

/** Issue 21, finding 1: the account form offers only what the signed-in account may do. */
const api = startRealApi();

// The screens load lazily; on a CI machine shared with other work that takes many seconds.
const WAIT = { timeout: 30_000 };
const SLOW_TEST = 120_000;

async function roleOptions(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  await user.click(await screen.findByRole('combobox', { name: /^Peran(\s|\*|$)/ }, WAIT));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((o) => o.textContent ?? '');
}

async function idOf(username: string): Promise<number> {
  const r = await api().call('GET', `/api/crud/usr_asn?search=${username}&per_page=100`, {
    as: 'superadmin',
  });
  return r.body.data.find((u: { username: string }) => u.username === username).id;
}

/** The password input of the edit form, once the record has loaded into it. */
async function passwordOf(username: string) {
  await waitFor(() => expect(screen.getByLabelText(/^Nama Pengguna/)).toHaveValue(username), WAIT);
  return screen.getByLabelText(/^Kata Sandi/);
}

describe('the account form follows who may grant what', () => {
  it(
    'offers an admin every role but Superadmin, and a superadmin Superadmin too',
    async () => {
      const user = userEvent.setup();
      await signInAs(api(), 'admin');
      const view = renderApp('/dashboard/account-admin/create');
      const forAdmin = await roleOptions(user);
      expect(forAdmin).toContain('Admin');
      expect(forAdmin).toContain('Peninjau');
      expect(forAdmin).not.toContain('Superadmin');
      view.unmount();

      await signInAs(api(), 'superadmin');
      renderApp('/dashboard/account-admin/create');
      expect(await roleOptions(user)).toContain('Superadmin');
    },
    SLOW_TEST,
  );

  it(
    'disables the password of the superadmin and of another admin for an admin, with the reason',
    async () => {
      const other = await api().call('POST', '/api/crud/usr_asn', {
        as: 'superadmin',
        body: {
          username: 'admin.lain',
          nama_lengkap: 'Admin Lain',
          role: 'admin',
          password: 'SandiAdmin#2026',
        },
      });
      expect(other.status).toBe(201);
      await signInAs(api(), 'admin');

      let view = renderApp(`/dashboard/account-admin/${other.body.data.id}`);
      expect(await passwordOf('admin.lain')).toBeDisabled();
      expect(
        screen.getByText('Anda tidak dapat mengubah kata sandi akun admin lain.'),
      ).toBeVisible();
      view.unmount();

      view = renderApp(`/dashboard/account-admin/${await idOf('superadmin')}`);
      expect(await passwordOf('superadmin')).toBeDisabled();
      expect(
        screen.getByText('Hanya superadmin yang dapat mengubah kata sandi akun superadmin.'),
      ).toBeVisible();
      view.unmount();

      // Its own password, and a pemda's, stay editable.
      for (const username of ['admin', 'pemda']) {
        view = renderApp(`/dashboard/account-admin/${await idOf(username)}`);
        expect(await passwordOf(username)).toBeEnabled();
        view.unmount();
      }
    },
    SLOW_TEST,
  );

  it(
    'leaves every password editable for a superadmin',
    async () => {
      await signInAs(api(), 'superadmin');
      renderApp(`/dashboard/account-admin/${await idOf('admin')}`);
      expect(await passwordOf('admin')).toBeEnabled();
    },
    SLOW_TEST,
  );
});
