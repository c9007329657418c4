import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, newInovasi, workflowWorld, type WorkflowWorld } from '../helpers/innovations';
import { mockServer, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
let w: WorkflowWorld;

beforeAll(async () => {
  w = await workflowWorld(api());
}, 120_000);

/** The first indicator card of a screen (a section named by its number and question). */
const firstCard = async () => (await screen.findAllByRole('region', { name: /^\d+\. / }))[0]!;

/** N of "0 dari N indikator terisi": the indicators of the set (cards may still be rendering). */
const indicatorCount = () =>
  Number(/dari (\d+) indikator/.exec(screen.getByTestId('kelengkapan').textContent ?? '')?.[1]);

/** The snackbar's box: where the notification opens on the screen. */
const snackbarOf = (text: string) =>
  screen.getByText(text).closest('.MuiSnackbar-root') as HTMLElement;

describe('forms say what they need, where they need it (issue 37 item 2)', () => {
  it('inovasi-review: "Pilih poin verifikasi" sits on the empty points picker, not on the optional note', async () => {
    const user = userEvent.setup();
    const id = await newInovasi(api(), w, { nama: 'Periksa Poin Kosong' });
    await act(api(), id, 'kirim', 'pemda');
    await signInAs(api(), 'verifikator');
    renderApp(`/dashboard/inovasi-review/${id}`);

    const card = await firstCard();
    await user.click(within(card).getByRole('radio', { name: 'Bukti diterima' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Verifikasi' }));

    const points = within(card).getByRole('combobox', { name: /Poin verifikasi/ });
    await waitFor(() => expect(points).toHaveAccessibleDescription('Pilih poin verifikasi'));
    expect(points).toHaveAttribute('aria-invalid', 'true');
    const note = within(card).getByRole('textbox', { name: 'Catatan (tidak wajib)' });
    expect(note).not.toHaveAttribute('aria-invalid', 'true');
    expect(note).not.toHaveAccessibleDescription();

    // The notification opens at the top, under the app bar, away from the save bar.
    const message = 'Sebagian hasil verifikasi tidak valid. Periksa indikator yang ditandai.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(snackbarOf(message)).toHaveClass('MuiSnackbar-anchorOriginTopCenter');

    // Rejecting without a reason puts the message on the reason box instead.
    await user.click(within(card).getByRole('radio', { name: 'Bukti ditolak' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Verifikasi' }));
    const reason = within(card).getByRole('textbox', { name: /Alasan/ });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(reason).toHaveAccessibleDescription('Alasan penolakan bukti wajib diisi');
  }, 90_000);

  it('indikator_inovasi: a saved answer moves the counter at once and its card says the document is still needed', async () => {
    const user = userEvent.setup();
    const id = await newInovasi(api(), w, { nama: 'Jawaban Tanpa Dokumen', submitable: 0 });
    await signInAs(api(), 'pemda');
    renderApp(`/dashboard/indikator_inovasi/${id}`);

    const card = await firstCard();
    const total = indicatorCount();
    expect(screen.getByTestId('kelengkapan')).toHaveTextContent(`0 dari ${total} indikator terisi`);
    const options = within(card).getAllByRole('radio');
    await user.click(options[options.length - 1]!);
    await user.click(screen.getByRole('button', { name: 'Simpan Jawaban' }));
    const saved = await screen.findByText('Jawaban indikator berhasil disimpan');
    expect(snackbarOf('Jawaban indikator berhasil disimpan')).toHaveClass(
      'MuiSnackbar-anchorOriginTopCenter',
    );
    expect(saved).toBeVisible();

    // No reload: the counter counts the saved answer, and says why it has no points yet.
    expect(screen.getByTestId('kelengkapan')).toHaveTextContent(`1 dari ${total} indikator terisi`);
    expect(screen.getByTestId('total-poin')).toHaveTextContent('Total poin: 0,00');
    expect(screen.getByTestId('menunggu-dokumen')).toHaveTextContent(
      /^1 jawaban menunggu dokumen pendukung: [1-9][\d.]*,\d\d poin baru dihitung setelah dokumennya diunggah\.$/,
    );
    const note = within(card).getByText(/^Dokumen pendukung belum diunggah/);
    expect(note).toBeVisible();
    expect(note).toHaveTextContent(/poin jawaban ini \([1-9][\d.]*,\d\d\)/);
    expect(within(card).getByRole('radio', { checked: true })).toBe(options[options.length - 1]);
  }, 90_000);

  it('indikator_daerah: the same cards and counter on the region indicator screen', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/indikator_daerah');
    const card = await firstCard();
    const total = indicatorCount();
    const options = within(card).getAllByRole('radio');
    await user.click(options[options.length - 1]!);
    await user.click(screen.getByRole('button', { name: 'Simpan Jawaban' }));
    expect(await screen.findByText('Jawaban indikator berhasil disimpan')).toBeVisible();
    expect(screen.getByTestId('kelengkapan')).toHaveTextContent(`1 dari ${total} indikator terisi`);
    expect(within(card).getByText(/^Dokumen pendukung belum diunggah/)).toBeVisible();
    expect(screen.getByTestId('menunggu-dokumen')).toHaveTextContent(/^1 jawaban menunggu/);
  }, 90_000);
});

describe('a call that gets no answer (spec 7 NO_RESPONSE, spec 9 retry)', () => {
  it('the review queue tries once more, then says NO_RESPONSE with "Coba lagi"', async () => {
    let calls = 0;
    mockServer().use(
      http.get('*/api/nomor_registrasi/request/lookup', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await signInAs(api(), 'verifikator');
    renderApp('/dashboard/review');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Server tidak memberi jawaban (NO_RESPONSE). Periksa koneksi internet Anda, lalu coba lagi.',
    );
    expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    expect(calls).toBe(2);
  }, 90_000);
});
