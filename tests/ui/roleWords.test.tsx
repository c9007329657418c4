import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

/** Issue 37 items 4 and 5: screens that fit their role and speak plain Indonesian. */
describe('the qc dashboard and its reader', () => {
  it('tells qc who works the queue and links nowhere qc may not go', async () => {
    await signInAs(api(), 'qc');
    renderApp('/dashboard/qc');
    expect(
      await screen.findByText(/Antreannya dikerjakan oleh akun Quality Control/),
    ).toBeVisible();
    expect(await screen.findByText('Menunggu paling lama')).toBeVisible();
    const links = screen
      .queryAllByRole('link')
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => /quality-control|inovasi-review/.test(href));
    expect(links).toEqual([]);
  });

  it('writes the overturned decisions under their share, never "0 dari N" over N', async () => {
    const figures = (await api().call('GET', '/api/dashboard/qc', { as: 'quality_control' })).body
      .data;
    await signInAs(api(), 'quality_control');
    renderApp('/dashboard/qc');
    const label = await screen.findByText('Keputusan yang membalik verifikator');
    const card = label.closest('.MuiCard-root') as HTMLElement;
    expect(card).toHaveTextContent(
      `${figures.dibalik.dibalik} dari ${figures.dibalik.keputusan} keputusan`,
    );
    // One card: no second card whose label is "x dari y keputusan".
    expect(screen.getAllByText(/dari \d+ keputusan$/)).toHaveLength(1);
    expect(screen.queryByText(/disetujui untuk ditolak/)).toBeNull();
  });
});

describe('titles by name', () => {
  it('names a cluster`s region by name in the title and the breadcrumb, not by its id', async () => {
    const row = (
      await api().call('GET', '/api/crud/iga_klaster_daerah?per_page=1', { as: 'superadmin' })
    ).body.data[0];
    await signInAs(api(), 'superadmin');
    renderApp(`/dashboard/klaster_detail/${row.id}`);
    const trail = await screen.findByRole('navigation', { name: /breadcrumb|Navigasi/i });
    expect(await within(trail).findByText(new RegExp(row._labels.iga_daerah_id))).toBeVisible();
    expect(within(trail).queryByText(String(row.id), { exact: true })).toBeNull();
  });

  it('shows no record crumb above the list a screen without an edit form shows', async () => {
    const row = (
      await api().call('GET', '/api/crud/wilayah_daerah?per_page=1', { as: 'superadmin' })
    ).body.data[0];
    await signInAs(api(), 'superadmin');
    renderApp(`/dashboard/wilayah_detail/${row.id}`);
    const trail = await screen.findByRole('navigation', { name: /breadcrumb|Navigasi/i });
    expect(await within(trail).findByText('Detail Wilayah')).toBeVisible();
    expect(within(trail).queryByText('Ubah')).toBeNull();
    expect(within(trail).queryByText(String(row.id), { exact: true })).toBeNull();
  });
});

describe('the portal`s own page for an unknown address', () => {
  it('names the address, in one sentence, and leads home', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/tidak-ada-layar-ini');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
    expect(alert).toHaveTextContent('/dashboard/tidak-ada-layar-ini');
    expect(alert.textContent).not.toMatch(/\.\./);
    expect(screen.getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/summary',
    );
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeVisible();
  });
});

describe('colours and predicate words explained on screen', () => {
  it('names the row colours of Inovasi Daerah above its rows', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/inovasi-daerah');
    const legend = await screen.findByRole('region', { name: 'Keterangan warna baris' });
    expect(within(legend).getByText('Keterangan warna baris:')).toBeVisible();
    const table = await screen.findByRole('table');
    // The legend comes before the table in reading order.
    expect(legend.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says once, on pemda`s home, that the Terinovatif count holds the Sangat Inovatif regions', async () => {
    await signInAs(api(), 'pemda');
    renderApp('/dashboard/summary');
    expect(
      await screen.findByText(/^Terinovatif: daerah berpredikat Sangat Inovatif/),
    ).toBeVisible();
  });
});
