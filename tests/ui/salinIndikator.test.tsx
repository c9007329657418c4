import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

describe('copying the indicator set to a new year (issue 7 item 1)', () => {
  it('superadmin copies 2023 to a new year from the list; a second copy is refused with the reason', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/indikator');

    // The button is a lazily loaded view of the list toolbar.
    await user.click(
      await screen.findByLabelText('Salin ke tahun baru', undefined, { timeout: 30_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    const from = within(dialog).getByLabelText('Dari tahun');
    const to = within(dialog).getByLabelText('Ke tahun');
    expect(from).toHaveValue('2023');
    await user.clear(to);
    await user.type(to, '2023');
    expect(within(dialog).getByText('Tahun tujuan harus berbeda dari tahun asal')).toBeVisible();
    await user.clear(to);
    await user.type(to, '2031');
    await user.click(within(dialog).getByRole('button', { name: 'Salin' }));

    expect(
      await screen.findByText('Set indikator tahun 2023 berhasil disalin ke tahun 2031'),
    ).toBeInTheDocument();
    const copied = await api().call('GET', '/api/indikator?tahun=2031', { as: 'superadmin' });
    expect(copied.body.periode).toBe(2031);
    expect(copied.body.data.length).toBeGreaterThan(0);

    await user.click(screen.getByLabelText('Salin ke tahun baru'));
    const again = await screen.findByRole('dialog');
    await user.clear(within(again).getByLabelText('Ke tahun'));
    await user.type(within(again).getByLabelText('Ke tahun'), '2031');
    await user.click(within(again).getByRole('button', { name: 'Salin' }));
    await waitFor(() =>
      expect(within(again).getByRole('alert')).toHaveTextContent(
        'Tahun 2031 sudah memiliki set indikator',
      ),
    );
  }, 90_000);

  it('is not offered to admin, whom the API refuses', async () => {
    await signInAs(api(), 'admin');
    renderApp('/dashboard/indikator');
    await screen.findByRole('button', { name: /Filter/ });
    // The toolbar view was loaded by the test above (same module cache), so it has rendered
    // (as nothing) once the rows are in.
    await screen.findAllByText('Visi dan Misi');
    expect(screen.queryByLabelText('Salin ke tahun baru')).toBeNull();
  });
});
