import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { iga_indikator, iga_skala, indikator_jawaban } from '../../server/platform/db/schema';
import { ownProfilId } from '../helpers/testApp';
import { failedCalls, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** The first region indicator of the 2023 set, turned into a number (T) scored by ranges. */
async function numberIndicator() {
  const [ind] = await api()
    .db.select()
    .from(iga_indikator)
    .where(and(eq(iga_indikator.tipe, 'P'), eq(iga_indikator.tahun, 2023)))
    .orderBy(asc(iga_indikator.no_urut))
    .limit(1);
  await api()
    .db.update(iga_indikator)
    .set({ jenis: 'T', satuan: 'dokumen' })
    .where(eq(iga_indikator.id, ind!.id));
  const scales = await api()
    .db.select()
    .from(iga_skala)
    .where(eq(iga_skala.iga_indikator_id, ind!.id))
    .orderBy(asc(iga_skala.nilai));
  const ranges: [string | null, string | null][] = [
    ['0', '2'],
    ['2.0001', '5'],
    ['5.0001', null],
  ];
  for (const [i, s] of scales.entries()) {
    const [mulai_dari, sampai_dengan] = ranges[i] ?? [null, null];
    await api()
      .db.update(iga_skala)
      .set({ mulai_dari, sampai_dengan })
      .where(eq(iga_skala.id, s.id));
  }
  return ind!;
}

describe('region indicator input screen', () => {
  it('shows the engine message live and the 422 under its indicator; keeps the typed text', async () => {
    const user = userEvent.setup();
    const ind = await numberIndicator();
    const profilId = await ownProfilId(api(), 'pemda');
    await signInAs(api(), 'pemda');
    const view = renderApp('/dashboard/indikator_daerah');

    const card = await screen.findByRole('region', { name: new RegExp(`^${ind.no_urut}\\. `) });
    const nilai = within(card).getByLabelText('Nilai');
    await user.type(nilai, '4,5x');
    // The same engine as the server: its Indonesian message, under this indicator, at once.
    expect(within(card).getByRole('alert')).toHaveTextContent('Nilai harus berupa angka');

    await user.click(screen.getByRole('button', { name: 'Simpan Jawaban' }));
    await waitFor(() =>
      expect(failedCalls).toContain(`422 POST /api/daerah/${profilId}/indikator`),
    );
    expect(within(card).getByRole('alert')).toHaveTextContent('Nilai harus berupa angka');
    // No region answer was saved (the region's innovations keep theirs in the same table).
    const stored = await api()
      .db.select()
      .from(indikator_jawaban)
      .where(and(eq(indikator_jawaban.profil_id, profilId), eq(indikator_jawaban.unit, 'daerah')));
    expect(stored).toHaveLength(0);

    // The typed text survives the screen closing (a reload or an expired session).
    view.unmount();
    renderApp('/dashboard/indikator_daerah');
    const again = await screen.findByRole('region', { name: new RegExp(`^${ind.no_urut}\\. `) });
    expect(within(again).getByLabelText('Nilai')).toHaveValue('4,5x');
    expect(
      screen.getByText('Isian yang belum tersimpan dipulihkan dari perangkat ini.'),
    ).toBeVisible();

    // Corrected: 4,5 falls in the second range; without a document it scores 0 (evidence rule).
    const field = within(again).getByLabelText('Nilai');
    await user.clear(field);
    await user.type(field, '4,5');
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(within(again).getByText('Poin: 0,00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Simpan Jawaban' }));
    expect(await screen.findByText('Jawaban indikator berhasil disimpan')).toBeVisible();
    const [row] = await api()
      .db.select()
      .from(indikator_jawaban)
      .where(
        and(eq(indikator_jawaban.profil_id, profilId), eq(indikator_jawaban.indikator_id, ind.id)),
      );
    expect(Number(row!.nilai)).toBe(4.5);
    expect(Number(row!.skor)).toBe(0);
    expect(localStorage.getItem(`draft:indikator_daerah:${profilId}:2026`)).toBeNull();
  }, 90_000);
});
