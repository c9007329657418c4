import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = { id: number; m_daerah_id: number; _labels?: Record<string, string> };

async function region(): Promise<{ id: number; nama: string }> {
  const r = await t.call('GET', '/api/crud/m_daerah?per_page=1', { as: 'superadmin' });
  return r.body.data[0];
}

describe('reference labels in answers', () => {
  it('a list page carries the label of every reference of every row', async () => {
    const r = await t.call('GET', '/api/crud/opd_perangkat?per_page=20', { as: 'superadmin' });
    expect(r.status).toBe(200);
    const rows = r.body.data as Row[];
    expect(rows.length).toBeGreaterThan(1);
    const ids = [...new Set(rows.map((row) => row.m_daerah_id))];
    const query = ids.map((id, i) => `id[${i}]=${id}`).join('&');
    const regions = await t.call('GET', `/api/crud/m_daerah/lookup?${query}`, { as: 'superadmin' });
    const names = new Map(
      (regions.body.data as { id: number; label: string }[]).map((d) => [d.id, d.label]),
    );
    for (const row of rows) expect(row._labels?.m_daerah_id).toBe(names.get(row.m_daerah_id));
  });

  it('a show answer carries them too, and the activity log names the region of a change', async () => {
    const daerah = await region();
    const created = await t.call('POST', '/api/crud/opd_perangkat', {
      as: 'superadmin',
      body: { nama: 'Dinas Uji Label', m_daerah_id: daerah.id },
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const shown = await t.call('GET', `/api/crud/opd_perangkat/${id}`, { as: 'superadmin' });
    expect(shown.body.data._labels).toEqual({ m_daerah_id: daerah.nama });

    const log = await t.call('GET', '/api/activities?resource=opd_perangkat', { as: 'superadmin' });
    const entry = (log.body.data as { record_id: string; labels: unknown }[]).find(
      (a) => a.record_id === String(id),
    );
    expect(entry?.labels).toEqual({ m_daerah_id: { after: daerah.nama } });
  });
});
