import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchWords } from '../../server/crud/where';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAERAH = '/api/crud/m_daerah';

async function namesFor(search: string): Promise<string[]> {
  const r = await t.call('GET', `${DAERAH}?per_page=100&search=${encodeURIComponent(search)}`, {
    as: 'superadmin',
  });
  expect(r.status).toBe(200);
  return (r.body.data as { nama: string }[]).map((d) => d.nama).sort();
}

describe('the list search', () => {
  it('finds the Aceh regencies for "kab aceh"', async () => {
    const aceh = await namesFor('aceh');
    const regencies = aceh.filter((n) => n.startsWith('Kabupaten '));
    expect(regencies.length).toBeGreaterThan(5);
    expect(regencies).toContain('Kabupaten Aceh Besar');
    expect(await namesFor('kab aceh')).toEqual(regencies);
  });

  it('ignores case, word order and the abbreviations kab., kota, prov', async () => {
    const regencies = await namesFor('kab aceh');
    expect(await namesFor('ACEH Kab.')).toEqual(regencies);
    expect(await namesFor('kabupaten aceh')).toEqual(regencies);
    expect(await namesFor('besar aceh')).toContain('Kabupaten Aceh Besar');
    expect(await namesFor('kota aceh')).toEqual(['Kota Banda Aceh']);
    expect(await namesFor('kab banda aceh')).toEqual([]);
  });

  it('reduces the abbreviations to one stem', () => {
    expect(searchWords('Kab. ACEH  besar')).toEqual(['kab', 'aceh', 'besar']);
    expect(searchWords('Prov. Jawa')).toEqual(['prov', 'jawa']);
    expect(searchWords('provinsi')).toEqual(['prov']);
  });
});
