import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaIdOf } from '../../domain/media';
import { renderApp, signInAs, startRealApi } from './harness';
import { PNG } from '../helpers/sampleFiles';

const api = startRealApi();
const CREATE = '/dashboard/news/create';

beforeAll(() => {
  // jsdom has no blob: URLs; the preview only needs a distinct string per file.
  let n = 0;
  URL.createObjectURL = () => `blob:test/${++n}`;
  URL.revokeObjectURL = () => undefined;
});

const fotoPicker = () => screen.findByLabelText('Foto: Pilih berkas') as Promise<HTMLInputElement>;

describe('the file field of a news form', () => {
  it('says what it takes before upload and refuses a PDF without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    const picker = await fotoPicker();
    expect(picker.accept).toContain('image/png');
    expect(screen.getByText('Jenis: JPG, PNG, WEBP. Ukuran maksimal 2 MB.')).toBeInTheDocument();
    await user.upload(picker, new File(['%PDF-1.4'], 'surat.pdf', { type: 'application/pdf' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Gagal mengunggah surat.pdf: Jenis berkas tidak diizinkan. Gunakan berkas JPG, PNG, WEBP.',
    );
  });

  it("shows the server's message when the bytes are not what the name says", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    await user.upload(
      await fotoPicker(),
      new File(['bukan gambar'], 'palsu.png', { type: 'image/png' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Gagal mengunggah palsu.png: Jenis berkas tidak diizinkan. Gunakan berkas JPG, PNG, WEBP.',
    );
  });

  it('uploads a picture, previews it, saves its file_url; remove empties the field', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    await user.type(await screen.findByLabelText(/Judul/), 'Berita dengan foto unggahan');
    await user.upload(await fotoPicker(), new File([PNG], 'sampul.png', { type: 'image/png' }));
    // The name is the server's (msw's XHR bridge drops the client's file name: "blob.png").
    const preview = await screen.findByRole('img', { name: /^Pratinjau gambar .+\.png$/ });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    // The picker now replaces the file, and a remove button appears.
    expect(screen.getByLabelText('Foto: Ganti berkas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Data ditambahkan');
    const { body } = await api().call(
      'GET',
      `/api/crud/news?search=${encodeURIComponent('Berita dengan foto unggahan')}`,
      { as: 'superadmin' },
    );
    const saved = body.data[0];
    expect(mediaIdOf(saved.photo_url)).not.toBeNull();
    const file = await api().call('GET', saved.photo_url, { as: 'superadmin' });
    expect(file.status).toBe(200);
  });

  it('removes a chosen file', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    await user.upload(await fotoPicker(), new File([PNG], 'hapus.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: /^Pratinjau gambar/ });
    await user.click(screen.getByRole('button', { name: 'Hapus berkas' }));
    expect(screen.queryByRole('img', { name: /^Pratinjau gambar/ })).toBeNull();
    expect(await fotoPicker()).toBeInTheDocument();
  });
});

describe('form engine', () => {
  it('"Kembali" leaves the form for the list', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp(CREATE);
    await fotoPicker();
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    await waitFor(() => expect(screen.queryByLabelText('Foto: Pilih berkas')).toBeNull());
    // The news list: a seeded article's title.
    await screen.findByText('Penjaringan Inovasi Daerah Tahun 2026 Resmi Dibuka');
  });

  it('shows the engine rule for a bad URL under the field, never a browser bubble', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/banners/create');
    const url = await screen.findByLabelText(/^Tautan|^URL/);
    const form = url.closest('form')!;
    expect(form.noValidate).toBe(true);
    await user.type(url, 'bukan tautan');
    await user.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(url.closest('.MuiFormControl-root')?.textContent).toContain(
        'Alamat tautan tidak valid (awali dengan http://, https://, atau / untuk halaman portal)',
      ),
    );
  });
});
