import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../server/platform/db/schema';
import { failedCalls, renderApp, signInAs, startRealApi } from './harness';

/** Issue 21, item 7: the reason a password is too weak shows under the field. */
const api = startRealApi();
/** Lazily loaded screens take their time on a busy machine: generous waits, never a bound. */
const WAIT = { timeout: 60_000 };
const LONG = 240_000;

const COMMON =
  'Kata sandi ini terlalu umum dan mudah ditebak. Tambahkan satu atau dua kata lagi; kata yang tidak umum lebih baik.';
const PERSONAL = /^Kata sandi ini mirip dengan nama, nama pengguna, atau email Anda\./;

/** The helper text under an input (MUI links it by aria-describedby). */
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('password strength reason', () => {
  it(
    'on the own password page, before anything is sent',
    async () => {
      const user = userEvent.setup();
      await signInAs(api(), 'opd');
      renderApp('/dashboard/password');
      await user.type(await screen.findByLabelText('Kata Sandi Lama', {}, WAIT), 'Demo#2026');
      const fresh = screen.getByLabelText('Kata Sandi Baru');
      await user.type(fresh, 'password');
      await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'password');
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      expect(await screen.findByText(COMMON, {}, WAIT)).toBeInTheDocument();
      expect(helperOf(fresh)).toBe(COMMON);
      expect(failedCalls).toEqual([]);
    },
    LONG,
  );

  it(
    'on the reset page, the server naming the account when the page cannot',
    async () => {
      const user = userEvent.setup();
      await api().call('POST', '/api/forgot', { body: { login: 'upt' } });
      const [mail] = await api()
        .db.select()
        .from(outbox)
        .where(eq(outbox.to_address, 'upt@demo.inovasi.go.id'));
      const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
      renderApp(`/reset-password?token=${token}`);
      const fresh = await screen.findByLabelText('Kata Sandi Baru', {}, WAIT);
      await user.type(fresh, '12345678');
      await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), '12345678');
      await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
      expect(await screen.findByText(COMMON, {}, WAIT)).toBeInTheDocument();

      // Only weak for the account upt (Nining Rohaeti): the server knows, and says why.
      await user.clear(fresh);
      await user.type(fresh, 'NiningRohaeti1');
      await user.clear(screen.getByLabelText('Ulangi Kata Sandi Baru'));
      await user.type(screen.getByLabelText('Ulangi Kata Sandi Baru'), 'NiningRohaeti1');
      await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi' }));
      await waitFor(() => expect(helperOf(fresh)).toMatch(PERSONAL), WAIT);
    },
    LONG,
  );

  it(
    'on the account form, against the names typed into it',
    async () => {
      const user = userEvent.setup();
      await signInAs(api(), 'superadmin');
      renderApp('/dashboard/account-admin/create');
      const password = await screen.findByLabelText(/^Kata Sandi/, {}, WAIT);
      await user.type(screen.getByLabelText(/^Nama Pengguna/), 'siti.rahma');
      await user.type(screen.getByLabelText(/^Nama Lengkap/), 'Siti Rahmawati');
      await user.click(await screen.findByRole('combobox', { name: /^Peran(\s|\*|$)/ }, WAIT));
      await user.click(within(await screen.findByRole('listbox')).getByText('Tim Penilai'));
      await user.type(password, 'SitiRahmawati1');
      await user.click(screen.getByRole('button', { name: 'Simpan' }));
      await waitFor(() => expect(helperOf(password)).toMatch(PERSONAL), WAIT);
      expect(failedCalls).toEqual([]);
    },
    LONG,
  );
});
