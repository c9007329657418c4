import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { formatCount } from '../../src/shared/StatCard';
import { mockServer, renderApp, signInAs, startRealApi } from './harness';
import { UI_WAIT_MS } from './waits';

const api = startRealApi();

describe('login', () => {
  it('shows "Mohon tunggu..." while app settings load, stores them, then the screen at once', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer().use(
      // Holds the call, then falls through to the real API.
      http.get('*/api/crud/app_settings', async () => {
        await held;
      }),
    );
    render(
      <MemoryRouter initialEntries={['/']} useTransitions={false}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByText('Mohon tunggu...')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByText('Mohon tunggu...')).toBeInTheDocument(); // still loading
    expect(screen.queryByText('Masuk ke Portal')).toBeNull();

    // "At once", without measuring time: from here on setTimeout is frozen, so a delay of any
    // length between loading and the screen (the spec's dropped extra second) keeps the screen
    // away. The polling below runs on the real timers (Testing Library's waitFor needs
    // setTimeout itself).
    const realSetTimeout = globalThis.setTimeout;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      release();
      for (let polls = 0; !screen.queryByText('Masuk ke Portal'); polls++) {
        if (polls * 50 > UI_WAIT_MS) throw new Error('the login screen waits for a timer');
        await act(() => new Promise((resolve) => realSetTimeout(resolve, 50)));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(localStorage.getItem('iga_status')).not.toBeNull();
  });

  it('signs superadmin in through the form and lands on the summary with real counts', async () => {
    const user = userEvent.setup();
    const summary = await api().call('GET', '/api/summary', { as: 'superadmin' });
    renderApp('/login');

    expect(await screen.findByText('Indeks Inovasi Daerah')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nama Pengguna'), 'superadmin');
    await user.type(screen.getByLabelText('Kata Sandi'), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));

    const data = summary.body.data;
    const totalCard = (await screen.findByText('Total Inovasi')).parentElement!;
    expect(totalCard).toHaveTextContent(
      formatCount(data.tahapan.inisiatif + data.tahapan.ujicoba + data.tahapan.penerapan),
    );
    // Each counter is a link to the list behind it.
    expect(screen.getByText('Penerapan').closest('a')).toHaveAttribute(
      'href',
      `/dashboard/summary-inovasi?tahun=${data.tahun}&tahapan=penerapan`,
    );
    expect(screen.getByText('Penerapan').parentElement).toHaveTextContent(
      formatCount(data.tahapan.penerapan),
    );
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(screen.getByTestId('user-name')).toBeInTheDocument();
  });

  it('shows the API message for a wrong password', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Nama Pengguna'), 'superadmin');
    await user.type(screen.getByLabelText('Kata Sandi'), 'salah');
    await user.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Username atau password salah')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links the signed-out visitor to the public pages, as plain links the server answers', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Informasi publik' });
    const links = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/beranda',
      '/panduan',
      '/pengumuman',
      '/laporan',
      '/dokumen',
      '/berita',
      '/galeri',
      '/pemenang',
      '/urusan',
      '/tentang',
    ]);
  });

  it('sends a visitor without a token from /dashboard to the login screen', async () => {
    renderApp('/dashboard/urusan-pemerintahan');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument());
    expect(screen.getByText('Silakan masuk untuk melanjutkan')).toBeInTheDocument();
  });

  it('signs out from the user menu to /session/signin', async () => {
    const user = userEvent.setup();
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/summary');
    await user.click(await screen.findByRole('button', { name: 'Profil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Keluar' }));
    expect(await screen.findByText('Anda telah keluar. Sampai jumpa kembali.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends a signed-in user who opens /login to the console (issue 27 B8)', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masuk' })).toBeNull();
  });

  it('keeps the login screen for a signed-in user the console refused (no loop)', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/login?denied');
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toBeInTheDocument();
  });
});
