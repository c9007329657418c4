import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

/**
 * Issue 37 item 7 (finding 9): the console's content screens of spec 2 (`content-panduan`,
 * `content-laporan`, `content-dokumen`, `pengumuman`) were "Tidak Ditemukan". Each is the list of
 * its category with create and edit, publishing to the public page it feeds.
 */
const api = startRealApi();
const WAIT = { timeout: 20_000 };

const get = async (path: string) => (await api().call('GET', path, { as: 'superadmin' })).body;

/** The category's contents as the API lists them, and another category's titles. */
async function contentsOf(slug: string) {
  const categories: { id: number; slug: string }[] = (
    await get('/api/crud/content_categories?per_page=100')
  ).data;
  const id = categories.find((c) => c.slug === slug)!.id;
  const all: { title: string; category_id: number }[] = (
    await get('/api/crud/contents?per_page=100')
  ).data;
  return {
    id,
    own: all.filter((c) => c.category_id === id).map((c) => c.title),
    others: all.filter((c) => c.category_id !== id).map((c) => c.title),
  };
}

const publicPage = async (path: string) => (await api().app.request(path)).text();

describe('the content screens of the console (issue 37 item 7)', () => {
  it("lists only its category's content, newest first, with a link to the public page", async () => {
    await signInAs(api(), 'admin');
    const { own, others } = await contentsOf('dokumen');
    expect(own.length).toBeGreaterThan(0);
    renderApp('/dashboard/content-dokumen');
    expect(
      await screen.findByRole('heading', { name: 'Konten Dokumen', level: 1 }, WAIT),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Konten Dokumen' }, WAIT);
    for (const title of own)
      expect(await within(table).findByRole('link', { name: title }, WAIT)).toBeInTheDocument();
    for (const title of others.filter((o) => !own.includes(o)))
      expect(within(table).queryByText(title)).toBeNull();
    expect(screen.getByRole('link', { name: /Buka halaman publik/ })).toHaveAttribute(
      'href',
      '/dokumen',
    );
  });

  it('creates a guide in its category and publishes it on /panduan, then edits it', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'superadmin');
    const { id } = await contentsOf('panduan');
    renderApp('/dashboard/content-panduan');
    await user.click(await screen.findByRole('link', { name: 'Tambah' }, WAIT));
    expect(
      await screen.findByRole('heading', { name: 'Tambah Konten Panduan', level: 1 }, WAIT),
    ).toBeVisible();
    const judul = await screen.findByLabelText(/^Judul/, {}, WAIT);
    // The category is the screen's: no field for it.
    expect(screen.queryByLabelText(/^Kategori/)).toBeNull();
    await user.type(judul, 'Panduan Konsol Uji');
    await user.click(screen.getByRole('combobox', { name: /Status Publikasi/ }));
    await user.click(await screen.findByRole('option', { name: 'Dipublikasikan' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    // Back on the screen's own list, with the new guide.
    const table = await screen.findByRole('table', { name: 'Konten Panduan' }, WAIT);
    const link = await within(table).findByRole('link', { name: 'Panduan Konsol Uji' }, WAIT);
    const saved = (await get('/api/crud/contents?search=Panduan%20Konsol%20Uji')).data;
    expect(saved).toEqual([
      expect.objectContaining({ title: 'Panduan Konsol Uji', category_id: id, is_published: 1 }),
    ]);
    expect(await publicPage('/panduan')).toContain('Panduan Konsol Uji');
    expect(await publicPage('/dokumen')).not.toContain('Panduan Konsol Uji');

    await user.click(link);
    expect(
      await screen.findByRole('heading', { name: 'Ubah Konten Panduan', level: 1 }, WAIT),
    ).toBeVisible();
    const edit = await screen.findByLabelText(/^Judul/, {}, WAIT);
    await waitFor(() => expect(edit).toHaveValue('Panduan Konsol Uji'));
    await user.clear(edit);
    await user.type(edit, 'Panduan Konsol Diubah');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    const after = await screen.findByRole('table', { name: 'Konten Panduan' }, WAIT);
    expect(
      await within(after).findByRole('link', { name: 'Panduan Konsol Diubah' }, WAIT),
    ).toBeInTheDocument();
    expect(await publicPage('/panduan')).toContain('Panduan Konsol Diubah');
  });

  it('lists the announcements on pengumuman', async () => {
    await signInAs(api(), 'superadmin');
    const titles: string[] = (await get('/api/crud/announcements?per_page=5')).data.map(
      (a: { judul: string }) => a.judul,
    );
    expect(titles.length).toBeGreaterThan(0);
    renderApp('/dashboard/pengumuman');
    const table = await screen.findByRole('table', { name: 'Pengumuman' }, WAIT);
    expect(await within(table).findByRole('link', { name: titles[0] }, WAIT)).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/pengumuman\/\d+$/),
    );
  });

  it('puts the three content screens in the Konfigurasi menu of the roles that publish', async () => {
    await signInAs(api(), 'admin');
    renderApp('/dashboard/content-laporan');
    expect(
      await screen.findByRole('heading', { name: 'Konten Laporan', level: 1 }, WAIT),
    ).toBeVisible();
    for (const name of ['Konten Panduan', 'Konten Laporan', 'Konten Dokumen'])
      expect(await screen.findByRole('menuitem', { name }, WAIT)).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/dashboard\/content-/),
      );
  });

  it('is closed to a role that does not publish', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/content-panduan');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent('Tidak ada akses');
    expect(screen.queryByRole('menuitem', { name: 'Konten Panduan' })).toBeNull();
  });
});
