import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { failedCalls, mockServer, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** Paths of the API calls made from now on. */
let calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
};
function recordCalls(): string[] {
  calls = [];
  mockServer().events.on('request:start', record);
  return calls;
}
afterEach(() => {
  mockServer().events.removeListener('request:start', record);
});

describe('a screen the role may not open', () => {
  it('shows pemda "Tidak ada akses" for the Daerah list, with no API call and the session kept', async () => {
    await signInAs(api(), 'pemda');
    const token = localStorage.getItem('token');
    const calls = recordCalls();
    renderApp('/dashboard/daerah');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Tidak ada akses')).toBeInTheDocument();
    expect(alert).toHaveTextContent('tidak dapat membuka layar "Daerah"');
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/summary',
    );
    expect(calls.filter((c) => c.includes('m_daerah'))).toEqual([]);
    expect(failedCalls).toEqual([]);
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('answers the same for a record of that screen', async () => {
    await signInAs(api(), 'pemda');
    const calls = recordCalls();
    renderApp('/dashboard/daerah/1/show');
    expect(await screen.findByRole('alert')).toHaveTextContent('Tidak ada akses');
    expect(calls.filter((c) => c.includes('m_daerah'))).toEqual([]);
    expect(failedCalls).toEqual([]);
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('answers the same for a hand-written page (Log Lengkap)', async () => {
    await signInAs(api(), 'pemda');
    const calls = recordCalls();
    renderApp('/dashboard/rawlog');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tidak ada akses');
    expect(alert).toHaveTextContent('"Log Lengkap"');
    expect(calls.filter((c) => c.includes('/api/activities'))).toEqual([]);
    expect(failedCalls).toEqual([]);
    expect(localStorage.getItem('token')).toBeTruthy();
  });
});

describe('an API 403 on a screen the role may open', () => {
  it('goes to /login saying the action was refused, and keeps the valid session', async () => {
    mockServer().use(
      http.get('*/api/crud/opd_perangkat', () =>
        HttpResponse.json({ status: 0, message: 'Forbidden' }, { status: 403 }),
      ),
    );
    await signInAs(api(), 'pemda');
    const token = localStorage.getItem('token');
    renderApp('/dashboard/opd');
    expect(
      await screen.findByText('Anda tidak memiliki akses untuk tindakan itu', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Sesi Anda telah berakhir/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe(token);
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/summary',
    );
  });
});

describe('the menu', () => {
  it('lets tim.penilai reach Inovasi Daerah from the sidebar', async () => {
    await signInAs(api(), 'tim.penilai');
    renderApp('/dashboard/summary');
    // In the sidebar: the dashboard page lists this role's screens too.
    const sidebar = await screen.findByRole('menu');
    // Exactly the innovation list: the competition list (Lomba Inovasi Daerah) shares the words.
    const link = await within(sidebar).findByRole('menuitem', { name: /^Inovasi Daerah$/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/dashboard\/inovasi-daerah$/));
    expect(screen.getByText('Penilaian Indeks')).toBeInTheDocument();
  });
});

describe('a missing record', () => {
  it('says "Data tidak ditemukan" at once (no retries) with a link back to the list', async () => {
    await signInAs(api(), 'superadmin');
    const calls = recordCalls();
    renderApp('/dashboard/daerah/999999/show');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data tidak ditemukan');
    expect(await screen.findByRole('link', { name: 'Kembali ke daftar Daerah' })).toHaveAttribute(
      'href',
      '/dashboard/daerah',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // The page and its breadcrumb read the record once each; a retry would add more after 1 s.
    expect(calls.filter((c) => c === 'GET /api/crud/m_daerah/999999').length).toBeLessThanOrEqual(
      2,
    );
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('says the same on the edit screen, and keeps saying it', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/daerah/999999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Data tidak ditemukan');
    expect(await screen.findByRole('link', { name: 'Kembali ke daftar Daerah' })).toHaveAttribute(
      'href',
      '/dashboard/daerah',
    );
    // No flicker back to the loading text, no redirect to the list.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.getByRole('alert')).toHaveTextContent('Data tidak ditemukan');
    expect(screen.queryByText(/Mohon tunggu/)).not.toBeInTheDocument();
  });
});
