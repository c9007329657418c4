import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, asc, eq } from 'drizzle-orm';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  dokumen,
  iga_indikator,
  indikator_jawaban,
  profil_pemda,
} from '../../server/platform/db/schema';
import { PDF } from '../helpers/sampleFiles';
import { ownProfilId } from '../helpers/testApp';
import { mockServer, renderApp, signInAs, startRealApi } from './harness';

/**
 * Issue 39: a screen with uploads cannot be saved while one of them is unfinished, and says
 * which. The react-admin forms are in fileUpload/resourceForm; here the indicator answers page
 * (its evidence cards) and the profile dialog (its research files).
 */
const api = startRealApi();

/**
 * Holds every tus PATCH (the bytes) until `release()`: the upload stays unfinished meanwhile.
 * Then each goes on to the real API (an msw resolver that answers nothing falls through).
 */
function holdUploads() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockServer().use(
    http.patch('*/api/uploads/:id', async () => {
      await gate;
    }),
  );
  return release;
}

/** The first 2023 region indicator that takes PDFs, made a number (T) so it takes typing. */
async function pdfIndicator() {
  const [ind] = await api()
    .db.select()
    .from(iga_indikator)
    .where(
      and(
        eq(iga_indikator.tipe, 'P'),
        eq(iga_indikator.tahun, 2023),
        eq(iga_indikator.filetypes, 'pdf'),
      ),
    )
    .orderBy(asc(iga_indikator.no_urut))
    .limit(1);
  await api()
    .db.update(iga_indikator)
    .set({ jenis: 'T', satuan: 'dokumen' })
    .where(eq(iga_indikator.id, ind!.id));
  return ind!;
}

describe('a save with an unfinished upload', () => {
  it('the answers page refuses while an evidence card is uploading, naming the file', async () => {
    const user = userEvent.setup();
    const ind = await pdfIndicator();
    const profilId = await ownProfilId(api(), 'pemda');
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/indikator_daerah');
    const card = await screen.findByRole('region', { name: new RegExp(`^${ind.no_urut}\\. `) });
    await user.type(within(card).getByLabelText('Nilai'), '3');

    const release = holdUploads();
    const picker = card.querySelector<HTMLInputElement>(`input[data-indikator="${ind.id}"]`)!;
    await user.upload(picker, new File([PDF], 'Perbup Inovasi.pdf', { type: 'application/pdf' }));
    await within(card).findByText(/Perbup Inovasi\.pdf/);

    await user.click(screen.getByRole('button', { name: 'Simpan Jawaban' }));
    const saveBar = screen.getByRole('button', { name: 'Simpan Jawaban' }).parentElement!;
    expect(await within(saveBar).findByRole('alert')).toHaveTextContent(
      'Unggahan Perbup Inovasi.pdf belum selesai. Tunggu sampai selesai sebelum menyimpan.',
    );
    const answers = () =>
      api()
        .db.select()
        .from(indikator_jawaban)
        .where(
          and(
            eq(indikator_jawaban.profil_id, profilId),
            eq(indikator_jawaban.indikator_id, ind.id),
          ),
        );
    expect(await answers()).toHaveLength(0);

    // Once the file is attached, the same save goes through.
    release();
    await within(card).findByText(/Dokumen berhasil dikirim/, {}, { timeout: 15_000 });
    expect(within(saveBar).queryByRole('alert')).toBeNull();
    const docs = await api().db.select().from(dokumen).where(eq(dokumen.indikator_id, ind.id));
    expect(docs.map((d) => d.file_name)).toContain('Perbup Inovasi.pdf');
    await user.click(screen.getByRole('button', { name: 'Simpan Jawaban' }));
    expect(await screen.findByText('Jawaban indikator berhasil disimpan')).toBeVisible();
    expect(await answers()).toHaveLength(1);
  }, 90_000);

  it('the profile dialog refuses while a research file is uploading, naming the file', async () => {
    const user = userEvent.setup();
    const profilId = await ownProfilId(api(), 'pemda');
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/profil-pemda-daerah');
    await user.click(await screen.findByRole('button', { name: 'Ubah Profil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Profil Pemda' });
    const alamat = within(dialog).getByLabelText('Alamat');
    await user.clear(alamat);
    await user.type(alamat, 'Jl. Unggahan Tertahan 39');

    const release = holdUploads();
    const picker = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(picker, new File([PDF], 'Kajian Inovasi.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText(/Kajian Inovasi\.pdf/);

    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const refusal =
      'Unggahan Kajian Inovasi.pdf belum selesai. Tunggu sampai selesai sebelum menyimpan.';
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    const saved = async () =>
      (
        await api()
          .db.select({ alamat: profil_pemda.alamat, files: profil_pemda.files })
          .from(profil_pemda)
          .where(eq(profil_pemda.id, profilId))
      )[0]!;
    expect((await saved()).alamat).not.toBe('Jl. Unggahan Tertahan 39');

    release();
    await waitFor(
      () => expect(within(dialog).getByRole('listitem')).toHaveTextContent('Kajian Inovasi.pdf'),
      { timeout: 15_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Profil berhasil diperbarui!')).toBeVisible();
    const after = await saved();
    expect(after.alamat).toBe('Jl. Unggahan Tertahan 39');
    expect(JSON.stringify(after.files)).toContain('Kajian Inovasi.pdf');
  }, 90_000);
});
