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
  // Its one region profile (spec 2 profil-pemda-old, issue 27 B10).
  asn: 'profil-pemda-old',
  upt: 'lomba-inovasi-daerah',
  provinsi: 'statistik-inovasi',
  kabkota: 'account',
  dinas: 'account',
  kecamatan: 'account',
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

  it('sends upt from the login target to the competition list (issue 25)', async () => {
    await signInAs(api(), 'upt');
    renderApp('/dashboard/summary');
    expect(
      await screen.findByRole('heading', { name: 'Lomba Inovasi Daerah', level: 1 }),
    ).toBeVisible();
    const sidebar = await screen.findByRole('menu');
    // The divider and its competition list.
    expect(within(sidebar).getAllByText('Lomba Inovasi Daerah')).toHaveLength(2);
    expect(within(sidebar).getByRole('menuitem', { name: /Lomba Inovasi Daerah/ })).toHaveAttribute(
      'href',
      '/dashboard/lomba-inovasi-daerah',
    );
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

  it('lands kabkota on the first screen of its dividers, with content', async () => {
    await signInAs(api(), 'kabkota');
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: /Akun/ })).toBeInTheDocument();
    expect(screen.queryByText(/tidak tersedia/)).toBeNull();
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
    expect(await screen.findAllByText('Indeks Inovasi Daerah')).not.toHaveLength(0);
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
