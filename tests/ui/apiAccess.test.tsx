import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

/**
 * Issue 26 item 4: the api-access screen. A pemda makes a key (shown once, copied), the key
 * works on the open API, rotating gives a new secret and kills the old one, revoking kills the
 * key; the secret is never on the screen again.
 */
const api = startRealApi();
const WAIT = { timeout: 60_000 };
const LONG = 240_000;

const badge = (key: string) =>
  api().app.request('/api/open/v1/lencana/32.73.svg', { headers: { 'x-api-key': key } });

describe('api-access', () => {
  it(
    'creates a key shown once with a copy button, rotates it and revokes it',
    async () => {
      const user = userEvent.setup();
      await signInAs(api(), 'pemda');
      renderApp('/dashboard/api-access');
      expect(await screen.findByRole('heading', { name: 'Akses API' }, WAIT)).toBeInTheDocument();
      expect(await screen.findByText(/Belum ada kunci/, {}, WAIT)).toBeInTheDocument();

      // An empty name is refused under the field, in Indonesian.
      await user.click(screen.getByRole('button', { name: 'Buat kunci' }));
      let form = await screen.findByRole('dialog', {}, WAIT);
      await user.click(within(form).getByRole('button', { name: 'Simpan' }));
      expect(await within(form).findByText('Nama kunci wajib diisi', {}, WAIT)).toBeInTheDocument();

      await user.type(within(form).getByLabelText(/Nama kunci/), 'Situs resmi daerah');
      await user.click(within(form).getByLabelText('Inovasi terverifikasi'));
      await user.click(within(form).getByRole('button', { name: 'Simpan' }));

      let shown = await screen.findByRole('dialog', { name: 'Salin kunci Anda sekarang' }, WAIT);
      const secret = (within(shown).getByLabelText('Kunci API') as HTMLInputElement).value;
      expect(secret).toMatch(/^iid_/);
      await user.click(within(shown).getByRole('button', { name: 'Salin' }));
      expect(await within(shown).findByText('Kunci disalin', {}, WAIT)).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(secret);
      expect((await badge(secret)).status).toBe(200);
      await user.click(within(shown).getByRole('button', { name: /Tutup/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

      const row = (await screen.findByText('Situs resmi daerah', {}, WAIT)).closest('tr')!;
      expect(row).toHaveTextContent('Aktif');
      expect(row).toHaveTextContent('Lencana SVG');
      expect(row).not.toHaveTextContent('Inovasi terverifikasi');
      expect(row).toHaveTextContent(secret.slice(0, 10));
      expect(document.body.textContent).not.toContain(secret);

      // Rotate: a new secret, the old one refused.
      await user.click(within(row).getByRole('button', { name: 'Ganti kunci' }));
      const ask = await screen.findByRole(
        'dialog',
        { name: /Ganti kunci "Situs resmi daerah"/ },
        WAIT,
      );
      await user.click(within(ask).getByRole('button', { name: 'Ganti kunci' }));
      shown = await screen.findByRole('dialog', { name: 'Salin kunci Anda sekarang' }, WAIT);
      const rotated = (within(shown).getByLabelText('Kunci API') as HTMLInputElement).value;
      expect(rotated).toMatch(/^iid_/);
      expect(rotated).not.toBe(secret);
      expect((await badge(secret)).status).toBe(401);
      expect((await badge(rotated)).status).toBe(200);
      await user.click(within(shown).getByRole('button', { name: /Tutup/ }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);

      // Revoke: the key is refused and the row says so.
      const again = (await screen.findByText('Situs resmi daerah', {}, WAIT)).closest('tr')!;
      await user.click(within(again).getByRole('button', { name: 'Cabut' }));
      const confirm = await screen.findByRole('dialog', { name: /Cabut kunci/ }, WAIT);
      await user.click(within(confirm).getByRole('button', { name: 'Cabut' }));
      await waitFor(
        () =>
          expect(screen.getByText('Situs resmi daerah').closest('tr')!).toHaveTextContent(
            'Dicabut',
          ),
        WAIT,
      );
      expect((await badge(rotated)).status).toBe(401);
      expect(document.body.textContent).not.toContain(rotated);
      form = screen.getByText('Situs resmi daerah').closest('tr')!;
      expect(within(form).queryByRole('button', { name: 'Cabut' })).toBeNull();
    },
    LONG,
  );
});
