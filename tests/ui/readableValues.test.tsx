import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer, renderApp, signInAs, startRealApi } from './harness';

const api = startRealApi();

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

describe('readable reference values', () => {
  it('a list shows region names from its own answer: one call for the page, none per row', async () => {
    await signInAs(api(), 'superadmin');
    const calls = recordCalls();
    renderApp('/dashboard/opd');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    // The first region of the seed, by name; never a bare number in the Daerah column.
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    expect(cells.every((text) => text !== '' && !/^\d+$/.test(text))).toBe(true);
    expect(calls.filter((c) => c.startsWith('GET /api/crud/opd_perangkat')).length).toBe(1);
    expect(calls.filter((c) => c.includes('/lookup'))).toEqual([]);
  });
});

describe('Pengaturan as a form', () => {
  it('shows switches and the band table, and refuses overlapping bands on the field', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/settings');
    expect(await screen.findByRole('switch', { name: /Pengisian IGA dibuka/ })).toBeChecked();
    const calls = recordCalls();
    fireEvent.change(screen.getByLabelText('Nilai 2026 daftar 2'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(
      await screen.findByText(
        'Tahun 2026 (daftar), pita 2 tumpang tindih dengan pita sebelumnya: batas harus makin kecil ke bawah',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('edits the minimum of award assessors as a whole number, refusing 0 on the field', async () => {
    await signInAs(api(), 'superadmin');
    renderApp('/dashboard/settings');
    const field = await screen.findByRole('spinbutton', {
      name: 'Jumlah minimal penilai per nominasi',
    });
    expect(field).toHaveValue(1);
    const calls = recordCalls();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByText('Harus bilangan bulat 1 sampai 50')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
  });
});
