import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, newInovasi, workflowWorld } from '../helpers/innovations';
import { renderApp, signInAs, startRealApi } from './harness';
import { viewportWidth } from './viewport';

const api = startRealApi();
/** A first screen on a busy two-core machine may take longer than the default wait. */
const SLOW = { timeout: 30_000 };
const NOTE =
  'Indikator 18: foto kegiatan tidak ada, surat keputusan belum ditandatangani kepala daerah dan laporan anggaran belum diunggah';

beforeAll(async () => {
  const t = api();
  const w = await workflowWorld(t);
  const sent = await newInovasi(t, w, { nama: 'Muat Laptop Terkirim' });
  await act(t, sent, 'kirim', 'pemda');
  const rejected = await newInovasi(t, w, { nama: 'Muat Laptop Ditolak' });
  await act(t, rejected, 'kirim', 'pemda');
  await act(t, rejected, 'tolak', 'verifikator', { alasan: NOTE });
}, 120_000);

afterEach(() => vi.unstubAllGlobals());

const rowOf = async (text: string) => (await screen.findByText(text, {}, SLOW)).closest('tr')!;

/** Issue 37 item 1 and findings 1, 7: lists fit a laptop and a phone. */
describe('work lists on a laptop', () => {
  it('a click anywhere on a review row opens the innovation’s review screen', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'verifikator');
    renderApp('/dashboard/review');
    const row = await rowOf('Muat Laptop Terkirim');
    // The region cell: plain text, no link or button in it.
    await user.click(within(row).getAllByRole('cell')[1]!);
    expect(await screen.findByRole('heading', { name: 'Periksa Inovasi' })).toBeVisible();
  });

  it('at 1366 px the review queue leaves out the year, number and date columns; at 1600 px it shows them', async () => {
    await signInAs(api(), 'verifikator');
    viewportWidth(1366);
    const laptop = renderApp('/dashboard/review');
    const table = await screen.findByRole('table', { name: 'Review Inovasi' });
    await within(table).findByText('Muat Laptop Terkirim', {}, SLOW);
    for (const gone of ['Tahun', 'Nomor Registrasi', 'Waktu Implementasi'])
      expect(within(table).queryByRole('columnheader', { name: gone })).toBeNull();
    for (const kept of ['Skor Mandiri', 'Skor Verifikasi', 'Dikirim', 'Status'])
      expect(within(table).getByRole('columnheader', { name: kept })).toBeInTheDocument();
    // The row's steps stay labelled buttons; its other actions are named icons.
    const row = (await within(table).findByText('Muat Laptop Terkirim')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Setujui' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Periksa' })).toBeInTheDocument();
    laptop.unmount();

    viewportWidth(1600);
    renderApp('/dashboard/review');
    const wide = await screen.findByRole('table', { name: 'Review Inovasi' });
    await within(wide).findByText('Muat Laptop Terkirim', {}, SLOW);
    expect(within(wide).getByRole('columnheader', { name: 'Nomor Registrasi' })).toBeVisible();
  });

  it('a long verifier note is cut, its whole text shown on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'verifikator');
    renderApp('/dashboard/hasil-rejected');
    const row = await rowOf('Muat Laptop Ditolak');
    const note = within(row).getByText(NOTE);
    expect(note).toHaveAttribute('tabindex', '0');
    expect(note).toHaveStyle({ overflow: 'hidden' });
    await user.hover(note);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NOTE);
    await user.unhover(note);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

    // Tab until the note has focus: the tooltip opens for the keyboard too.
    for (let i = 0; i < 60 && document.activeElement !== note; i++) await user.tab();
    expect(note).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NOTE);
  });
});

describe('Berita and Banner lists on a phone (finding 7)', () => {
  for (const [slug, title] of [
    ['news', 'Berita'],
    ['banners', 'Banner'],
  ] as const)
    it(`${title}: each row shows the picture as a thumbnail, never its data: address`, async () => {
      await signInAs(api(), 'superadmin');
      viewportWidth(390);
      const view = renderApp(`/dashboard/${slug}`);
      await waitFor(
        () =>
          expect(view.container.querySelector('[class*=RaSimpleList-root] li img')).not.toBeNull(),
        SLOW,
      );
      expect(view.container.textContent).not.toMatch(/data:image|\/api\/media\//);
    });
});
