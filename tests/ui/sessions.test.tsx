import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../helpers/testApp';
import { renderApp, signInAs, startRealApi } from './harness';

/** Issue 21, item 5: the account's own screen lists its sessions and signs them out. */
const api = startRealApi();
/** Lazily loaded screens take their time on a busy machine: generous waits, never a bound. */
const WAIT = { timeout: 60_000 };
const LONG = 240_000;

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A sign-in of `username` on another device (a phone), as its token. */
async function signInElsewhere(username: string): Promise<string> {
  const res = await api().app.request('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': PHONE },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const meWith = (token: string) =>
  api().app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });

describe('signed-in devices', () => {
  it(
    'lists the sessions, signs one device out, then every device',
    async () => {
      const user = userEvent.setup();
      await signInAs(api(), 'viewer');
      const mine = localStorage.getItem('token')!;
      const phone = await signInElsewhere('viewer');
      renderApp('/dashboard/summary');
      await user.click(await screen.findByRole('button', { name: 'Profil' }, WAIT));
      await user.click(await screen.findByRole('menuitem', { name: 'Sesi Login' }));

      const list = await screen.findByRole('list', { name: 'Sesi Login' }, WAIT);
      const rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(2);
      const here = rows.find((r) => within(r).queryByText('Perangkat ini'))!;
      expect(here).toHaveTextContent('Perangkat tidak dikenal'); // signed in without a user agent
      expect(here).toHaveTextContent(/Masuk: \d\d\/\d\d\/\d{4} \d\d:\d\d WIB/);
      expect(here).toHaveTextContent('Alamat IP: local');
      const other = rows.find((r) => r !== here)!;
      expect(other).toHaveTextContent('Chrome di Android');

      await user.click(screen.getByRole('button', { name: 'Keluarkan Chrome di Android' }));
      expect(
        await screen.findByText('Sesi di perangkat itu telah diakhiri.', {}, WAIT),
      ).toBeInTheDocument();
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), {
        ...WAIT,
      });
      expect((await meWith(phone)).status).toBe(401);
      expect((await meWith(mine)).status).toBe(200);

      await user.click(screen.getByRole('button', { name: 'Keluar dari semua perangkat' }));
      const dialog = await screen.findByRole('dialog', {}, WAIT);
      expect(dialog).toHaveTextContent('termasuk sesi di perangkat ini');
      await user.click(within(dialog).getByRole('button', { name: 'Keluar dari semua perangkat' }));
      // Back at the sign-in form: this device was signed out too.
      expect(await screen.findByRole('button', { name: 'Masuk' }, WAIT)).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect((await meWith(mine)).status).toBe(401);
    },
    LONG,
  );
});
