import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dokumen, iga2020_inovasi } from '../../server/platform/db/schema';
import { renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();
/** A first screen on a busy two-core machine may take longer than the default wait. */
const SLOW = { timeout: 30_000 };

// jsdom has no scrollIntoView; a test puts a spy there and takes it away again.
afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

/** A demo innovation with a stored supporting document (2025 is complete in the demo). */
async function innovationWithDocument() {
  const [doc] = await api()
    .db.select({ id: dokumen.id, inovasi_id: dokumen.inovasi_id, nama: dokumen.nama })
    .from(dokumen)
    .where(and(eq(dokumen.unit, 'inovasi'), isNotNull(dokumen.inovasi_id)))
    .limit(1);
  const [inovasi] = await api()
    .db.select({ id: iga2020_inovasi.id, nama: iga2020_inovasi.nama })
    .from(iga2020_inovasi)
    .where(eq(iga2020_inovasi.id, doc!.inovasi_id!));
  return { ...inovasi!, dokumen: doc!.nama || `#${doc!.id}` };
}

describe('an innovation leads to its indicators, documents and timeline (issue 37 item 3)', () => {
  it('its show screen links to the indicators and opens its documents and its timeline', async () => {
    const user = userEvent.setup();
    const inovasi = await innovationWithDocument();
    await signInAs(api(), 'superadmin');
    renderApp(`/dashboard/inovasi-daerah/${inovasi.id}/show`);
    const nav = await screen.findByRole('navigation', { name: 'Bagian inovasi ini' }, SLOW);
    expect(within(nav).getByRole('link', { name: 'Indikator Inovasi' })).toHaveAttribute(
      'href',
      `/dashboard/indikator_inovasi/${inovasi.id}`,
    );

    await user.click(within(nav).getByRole('button', { name: 'Dokumen Pendukung' }));
    const docs = await screen.findByRole('dialog', {
      name: `Dokumen Pendukung: ${inovasi.nama}`,
    });
    expect(await within(docs).findByRole('button', { name: inovasi.dokumen })).toBeVisible();
    await user.click(within(docs).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(nav).getByRole('button', { name: 'Lini Masa' }));
    expect(
      await screen.findByRole('dialog', { name: `Alur Inovasi: ${inovasi.nama}` }),
    ).toBeVisible();
  });

  it('its edit screen has the same links', async () => {
    const inovasi = await innovationWithDocument();
    await signInAs(api(), 'superadmin');
    renderApp(`/dashboard/inovasi-daerah/${inovasi.id}`);
    const nav = await screen.findByRole('navigation', { name: 'Bagian inovasi ini' }, SLOW);
    expect(within(nav).getByRole('link', { name: 'Indikator Inovasi' })).toHaveAttribute(
      'href',
      `/dashboard/indikator_inovasi/${inovasi.id}`,
    );
    expect(within(nav).getByRole('button', { name: 'Dokumen Pendukung' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Lini Masa' })).toBeInTheDocument();
  });
});

/** Pemda's five suggestions (GET /dashboard/pemda), as its home lists them. */
async function suggestions() {
  const saran = (await api().call('GET', '/api/dashboard/pemda', { as: 'pemda' })).body.data
    .saran as { indikator_id: number; nama: string; unit: string; inovasi_id?: number }[];
  expect(saran.length).toBeGreaterThan(0);
  return saran;
}

describe('pemda’s suggestions land on the indicator they name (issue 37 finding 4)', () => {
  it('each suggestion links to its indicator', async () => {
    const saran = await suggestions();
    await signInAs(api(), 'pemda');
    renderApp('/dashboard');
    for (const [i, s] of saran.entries()) {
      const link = await screen.findByRole('link', { name: `${i + 1}. ${s.nama}` }, SLOW);
      expect(link.getAttribute('href')).toMatch(new RegExp(`#indikator-${s.indikator_id}$`));
    }
  });

  it('the answer screen a suggestion opens scrolls to, outlines and focuses that indicator', async () => {
    const saran = await suggestions();
    const target = saran.find((s) => s.unit === 'daerah') ?? saran[0]!;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    await signInAs(api(), 'pemda');
    renderApp(
      target.unit === 'daerah'
        ? `/dashboard/indikator_daerah#indikator-${target.indikator_id}`
        : `/dashboard/indikator_inovasi/${target.inovasi_id}#indikator-${target.indikator_id}`,
    );
    const card = await waitFor(() => {
      const el = document.getElementById(`indikator-${target.indikator_id}`);
      expect(el).not.toBeNull();
      return el!;
    }, SLOW);
    await waitFor(() => expect(card).toHaveFocus());
    expect(card).toHaveAttribute('data-dituju');
    expect(scrolled.mock.contexts).toContain(card);
    // Only the named indicator is outlined, not the first one.
    expect(document.querySelectorAll('section[data-dituju]')).toHaveLength(1);
    // Every card of the region's set loads its documents: on a busy machine this screen takes
    // longer than the project's 120 s per test.
  }, 240_000);
});
