import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTablePage } from '../../src/admin/dataTable/DataTablePage';
import { pageWindow } from '../../src/admin/PageWindowActions';
import type { ListPage, ListParams } from '../../src/admin/dataTable/types';
import { useDataTable } from '../../src/admin/dataTable/useDataTable';
import { apiFetch, isTimeout } from '../../src/providers/httpClient';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { renderApp, signInAs, startRealApi } from './harness';
import { viewportWidth } from './viewport';

const api = startRealApi();
const WAIT = { timeout: 20_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the hand-written lists on a phone (390 px, issue 22 item 5)', () => {
  it('ranking-index shows a card per region, headed by its link, instead of a wide table', async () => {
    viewportWidth(390);
    await signInAs(api(), 'superadmin');
    const { container } = renderApp('/dashboard/ranking-index');
    const list = await screen.findByRole('list', { name: 'Ranking Indeks' }, WAIT);
    expect(container.querySelector('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(20);
    const first = within(cards[0]!);
    expect(first.getByRole('link').getAttribute('href')).toMatch(
      /^\/dashboard\/indeks-daerah\/\d+\?tahun=\d{4}$/,
    );
    expect(first.getByText('Peringkat:')).toBeInTheDocument();
    expect(first.getByText('Predikat:')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Ubah' })).toBeInTheDocument();
    expect(screen.getByText('1-20 dari 546')).toBeInTheDocument();
  });

  it('daerah-binaan shows a card per innovation with its documents button at its foot', async () => {
    viewportWidth(390);
    await signInAs(api(), 'provinsi');
    const { container } = renderApp('/dashboard/daerah-binaan');
    const list = await screen.findByRole('list', { name: 'Inovasi Daerah Binaan' }, WAIT);
    expect(container.querySelector('table')).toBeNull();
    const card = within(within(list).getAllByRole('listitem')[0]!);
    expect(card.getByText('Nama OPD:')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Lihat dokumen' })).toBeInTheDocument();
  });
});

interface Row {
  id: number;
  nama: string;
}

/** A list over a fake API: DataTablePage's own states, order and pages. */
function Fixture({
  fetch,
}: {
  fetch: (p: ListParams<{ tahun: number }>) => Promise<ListPage<Row>>;
}) {
  const table = useDataTable<Row, { tahun: number }>({
    queryKey: ['fixture'],
    filter: { tahun: 2026 },
    sort: { by: 'nama', dir: 'asc' },
    fetch,
  });
  return (
    <DataTablePage
      table={table}
      title="Daftar Uji"
      filters={[
        {
          kind: 'select',
          source: 'tahun',
          label: 'Tahun',
          choices: [2026, 2025].map((y) => ({ value: y, label: y })),
        },
        { kind: 'search', label: 'Cari nama' },
      ]}
      columns={[{ id: 'nama', label: 'Nama', render: (r) => r.nama, sortBy: 'nama' }]}
    />
  );
}

const renderFixture = (fetch: (p: ListParams<{ tahun: number }>) => Promise<ListPage<Row>>) =>
  render(
    <AdminContext
      i18nProvider={i18nProvider}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Fixture fetch={fetch} />
    </AdminContext>,
  );

const rowsOf = (n: number, from = 0): ListPage<Row> => ({
  data: Array.from({ length: n }, (_, i) => ({ id: from + i + 1, nama: `Baris ${from + i + 1}` })),
  total: 45,
});

describe('DataTablePage', () => {
  it('says it is loading, then pages, orders and filters through the fetch it is given', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const calls: ListParams<{ tahun: number }>[] = [];
    renderFixture(async (p) => {
      calls.push(p);
      await gate;
      return rowsOf(Math.min(p.perPage, 45 - p.page * p.perPage), p.page * p.perPage);
    });
    expect(await screen.findByText('Mohon tunggu sebentar...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('1-20 dari 45', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Daftar Uji' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ page: 0, perPage: 20, sort: { by: 'nama', dir: 'asc' } });

    await user.click(screen.getByRole('button', { name: 'Ke halaman berikutnya' }));
    expect(await screen.findByText('Baris 21', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('21-40 dari 45')).toBeInTheDocument();

    // A new order starts again at the first page.
    await user.click(screen.getByRole('button', { name: 'Nama' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ page: 0, sort: { dir: 'desc' } }));

    await user.click(screen.getByRole('combobox', { name: /^Tahun/ }));
    await user.click(await screen.findByRole('option', { name: '2025' }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ tahun: 2025 }));

    await user.type(screen.getByLabelText('Cari nama'), 'abc{Enter}');
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: 'abc', page: 0 }));
  });

  it('shows previous, a window of five pages and next (spec 9)', async () => {
    const user = userEvent.setup();
    const calls: ListParams<{ tahun: number }>[] = [];
    // 400 rows: 20 pages of 20.
    renderFixture(async (p) => {
      calls.push(p);
      return { data: rowsOf(p.perPage, p.page * p.perPage).data, total: 400 };
    });
    expect(await screen.findByText('1-20 dari 400', {}, WAIT)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Navigasi halaman' });
    const pages = () =>
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => /^\d+$/.test(t ?? ''));
    expect(pages()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('button', { name: 'Ke halaman sebelumnya' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Halaman 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Page 5: the window centres on it.
    await user.click(within(pager).getByRole('button', { name: 'Ke halaman 5' }));
    expect(await screen.findByText('81-100 dari 400', {}, WAIT)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ page: 4 });
    expect(pages()).toEqual(['3', '4', '5', '6', '7']);
    await user.click(within(pager).getByRole('button', { name: 'Ke halaman 7' }));
    expect(await screen.findByText('121-140 dari 400', {}, WAIT)).toBeInTheDocument();
    expect(pages()).toEqual(['5', '6', '7', '8', '9']);
    await user.click(within(pager).getByRole('button', { name: 'Ke halaman sebelumnya' }));
    expect(await screen.findByText('101-120 dari 400', {}, WAIT)).toBeInTheDocument();
    expect(pages()).toEqual(['4', '5', '6', '7', '8']);
  });

  it('keeps the window five wide at the last pages', () => {
    expect(pageWindow(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(19, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(pageWindow(18, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
  });

  it('says "Tidak ada data" for an empty list, without a pager', async () => {
    renderFixture(async () => ({ data: [], total: 0 }));
    expect(await screen.findByText('Tidak ada data', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Baris per halaman:')).toBeNull();
  });

  it('says in Indonesian that the list failed to load', async () => {
    renderFixture(async () => {
      throw new Error('500');
    });
    expect(
      await screen.findByText('Data gagal dimuat. Silakan coba beberapa saat lagi.', {}, WAIT),
    ).toBeInTheDocument();
  });
});

describe('a call the server does not answer (spec 9: timeout 10 s)', () => {
  it('is given up after 10 s with the readable timeout error', async () => {
    vi.useFakeTimers();
    try {
      const seen: (AbortSignal | undefined)[] = [];
      vi.stubGlobal('fetch', (_: unknown, init?: RequestInit) => {
        seen.push(init?.signal ?? undefined);
        return new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      });
      const call = apiFetch('/faq').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(seen[0]?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await call;
      expect(isTimeout(error)).toBe(true);
      expect(error).toMatchObject({ message: 'app.timeout', status: 0 });
      expect(i18nProvider.translate('app.timeout')).toBe(
        'Server tidak menjawab dalam 10 detik. Periksa koneksi Anda, lalu coba lagi.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('a list says so and asks again on "Coba lagi"', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderFixture(async (p) => {
      calls += 1;
      if (calls === 1) throw new HttpError('app.timeout', 0, { status: 0, timeout: true });
      return rowsOf(Math.min(p.perPage, 45), 0);
    });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent(
      'Server tidak menjawab dalam 10 detik. Periksa koneksi Anda, lalu coba lagi.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Baris 1', {}, WAIT)).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it("another failure keeps the screen's own sentence, with the same retry", async () => {
    renderFixture(async () => {
      throw new HttpError('boom', 500, null);
    });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Data gagal dimuat. Silakan coba beberapa saat lagi.');
    expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
