import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { homeScreen } from '../../domain/home';
import { menuSections } from '../../domain/menu';
import { ROLES } from '../../domain/roles';
import { MENU_ENTRIES } from '../../src/layout/menuEntries';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** Issue 23 item 1: where each of the 20 demo roles lands, and that its sidebar holds something. */
const LANDINGS: Record<(typeof ROLES)[number], string> = {
  superadmin: 'summary',
  admin: 'summary',
  pemda: 'summary',
  opd: 'summary',
  // Its region's profile, read-only (issue 37: not a one-row list).
  asn: 'profil-pemda-daerah',
  // Issue 37: the overview of its own innovations, not an empty competition list.
  upt: 'summary',
  provinsi: 'statistik-inovasi',
  // Issue 37: the overview of their region's work, not an account list.
  kabkota: 'summary',
  dinas: 'summary',
  kecamatan: 'summary',
  'tim.penilai': 'presentasi-dan-validasi-lapangan',
  pusat: 'review',
  // Issue 25: the award screens (no IGA divider for viewer: spec 6) head its first divider.
  viewer: 'hasil-review-ranking',
  verifikator: 'review',
  quality_control: 'qc',
  qc: 'qc',
  developer: 'faq',
  'admin.diklat': 'diklat',
  'admin.diklat.daerah': 'diklat',
  'peserta.diklat': 'diklat',
};

describe('every role has a home (issue 23)', () => {
  it.each(ROLES)('%s lands on its home and has a sidebar', (role) => {
    expect(homeScreen([role], MENU_ENTRIES)).toBe(LANDINGS[role]);
    const sections = menuSections([role], MENU_ENTRIES);
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.flatMap((s) => s.entries)).toContain('faq');
  });

  it('lands upt on the overview of its innovations; its list and the faq under their headings', async () => {
    await signInAs(api(), 'upt');
    renderApp('/dashboard/summary');
    expect(await screen.findByRole('heading', { name: 'Dashboard Utama', level: 1 })).toBeVisible();
    const sidebar = await screen.findByRole('menu');
    expect(within(sidebar).getByRole('menuitem', { name: /Lomba Inovasi Daerah/ })).toHaveAttribute(
      'href',
      '/dashboard/lomba-inovasi-daerah',
    );
    // "Bantuan" heads the faq; no heading holds an entry of another (issue 37 item 4).
    expect(within(sidebar).getByText('Bantuan')).toBeInTheDocument();
    expect(within(sidebar).getByRole('menuitem', { name: /Tanya Jawab/ })).toBeInTheDocument();
    expect(screen.queryByText(/tidak tersedia/)).toBeNull();
  });

  it('gives asn the faq and its own account pages', async () => {
    await signInAs(api(), 'asn');
    renderApp('/dashboard/faq');
    expect(await screen.findByText(/Akun ASN adalah akun pribadi/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ubah Kata Sandi' })).toHaveAttribute(
      'href',
      '/dashboard/password',
    );
    expect(await screen.findByRole('menuitem', { name: /Tanya Jawab/ })).toBeInTheDocument();
  });

  it('lands kabkota on the overview of its region`s innovations (issue 37)', async () => {
    await signInAs(api(), 'kabkota');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard Utama', level: 1 })).toBeVisible();
    expect(await screen.findByText(/^Inovasi tahun \d{4} per tahapan$/)).toBeVisible();
    const sidebar = await screen.findByRole('menu');
    expect(within(sidebar).getByRole('menuitem', { name: /Dashboard Utama/ })).toBeInTheDocument();
    expect(screen.queryByText(/tidak tersedia/)).toBeNull();
  });

  it('lands asn on its region`s profile, read-only, and lists the profile once', async () => {
    await signInAs(api(), 'asn');
    renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: 'Profil' })).toBeVisible();
    const sidebar = await screen.findByRole('menu');
    expect(within(sidebar).getAllByRole('menuitem', { name: /Profil Pemda/ })).toHaveLength(1);
    expect(within(sidebar).queryByText('Penilaian Indeks')).toBeNull();
    expect(screen.queryByRole('button', { name: /Ubah Profil/ })).toBeNull();
  });

  it('gives pemda one "Profil Pemda" and its region`s training reports', async () => {
    const reports = (await api().call('GET', '/api/crud/laporan_diklat', { as: 'pemda' })).body
      .data;
    expect(reports.length).toBeGreaterThan(0);
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/data-diklat');
    const sidebar = await screen.findByRole('menu');
    expect(await within(sidebar).findByRole('menuitem', { name: /Laporan Diklat/ })).toBeVisible();
    // The resource entries have appeared: "Profil Pemda" once (not the list beside the page).
    expect(within(sidebar).getAllByRole('menuitem', { name: /Profil Pemda/ })).toHaveLength(1);
    expect((await screen.findAllByText(reports[0].nama_peserta)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Tidak ada akses/)).toBeNull();
  });

  it('shows pemda its next steps on the main dashboard: index, deadline, suggestions', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/dashboard');
    expect(await screen.findByText(/Langkah berikutnya untuk periode/)).toBeVisible();
    expect(await screen.findByText('Lima jawaban yang paling menaikkan indeks Anda')).toBeVisible();
    expect(screen.getByText('Peringkat')).toBeInTheDocument();
    expect(await screen.findByText('Inovasi tahun 2026 per status pengiriman')).toBeVisible();
  });

  it('names the portal on a missing screen, in the app bar and the browser tab', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/tidak-ada-layar-ini');
    await waitFor(() => expect(document.title).toBe('Indeks Inovasi Daerah'));
    // The app bar names the page (issue 37: the portal's own 404 page).
    expect(await screen.findAllByText('Halaman tidak ditemukan')).not.toHaveLength(0);
    expect(screen.queryByText('React Admin')).toBeNull();
  });
});

describe('the faq (spec 2)', () => {
  it('lists the help entries as an accordion and searches them as one types', async () => {
    const user = userEvent.setup();
    const entries = (await api().call('GET', '/api/faq', { as: 'viewer' })).body.data;
    expect(entries.length).toBeGreaterThan(1);
    await signInAs(api(), 'viewer');
    renderApp('/dashboard/faq');
    expect(await screen.findByText(entries[0].question)).toBeVisible();
    expect(screen.getByText(`${entries.length} pertanyaan`)).toBeInTheDocument();
    await user.click(screen.getByText(entries[0].question));
    await user.type(screen.getByLabelText('Cari pertanyaan atau jawaban'), 'zzz-tidak-ada');
    expect(await screen.findByText(/Tidak ada pertanyaan yang cocok/)).toBeVisible();
    await user.clear(screen.getByLabelText('Cari pertanyaan atau jawaban'));
    await user.type(screen.getByLabelText('Cari pertanyaan atau jawaban'), 'IID');
    await waitFor(() => expect(screen.queryByText(/Tidak ada pertanyaan yang cocok/)).toBeNull());
  });
});
