import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSetting } from '../../domain/settings';
import pengaturan from '../../server/features/settings/pengaturan.json' with { type: 'json' };
import { MIGRATIONS_DIR } from '../../server/platform/db/migrate';
import { openFreshDb, type FreshDb } from '../helpers/freshDb';

/** The setting as the seed wrote it before issue 24: one list per year key. */
const OLD_SEED = {
  '2023': [
    { predikat: 'Sangat Inovatif', gt: 60, tab: 3 },
    { predikat: 'Inovatif', gte: 35, tab: 2 },
    { predikat: 'Kurang Inovatif', gt: 0, tab: 1 },
    { predikat: 'Tidak Dapat Dinilai', tab: 0 },
  ],
  '2026': [
    { predikat: 'Sangat Inovatif', gt: 65, tab: 3 },
    { predikat: 'Inovatif', gt: 40, tab: 2 },
    { predikat: 'Kurang Inovatif', gt: 0, tab: 1 },
    { predikat: 'Tidak Dapat Dinilai', tab: 0 },
  ],
};

const MIGRATION = readFileSync(`${MIGRATIONS_DIR}/0010_predikat_bands_per_use.sql`, 'utf8');

let h: FreshDb;
beforeAll(async () => {
  h = await openFreshDb('bands');
});
afterAll(async () => h?.drop());

async function migrateFrom(value: string) {
  await h.db.execute(sql`delete from app_settings where name = 'predikat_bands'`);
  await h.db.execute(
    sql`insert into app_settings (name, setting_value) values ('predikat_bands', ${value})`,
  );
  await h.db.execute(sql.raw(MIGRATION));
  const res = (await h.db.execute(
    sql`select setting_value from app_settings where name = 'predikat_bands'`,
  )) as unknown as { rows: { setting_value: string }[] };
  return res.rows[0]!.setting_value;
}

describe('migration 0010: predicate bands per period and use (issue 24)', () => {
  it('turns the untouched old seed into the new seed: both sets for every period', async () => {
    const value = await migrateFrom(JSON.stringify(OLD_SEED));
    expect(JSON.parse(value)).toEqual(pengaturan.predikat_bands);
    expect(checkSetting('predikat_bands', value)).toBeNull();
  });

  it("keeps an administrator's edited lists as the `daftar` set and adds the report set", async () => {
    const edited = { '2024': OLD_SEED['2026'].map((b) => ({ ...b, predikat: `${b.predikat}!` })) };
    const value = JSON.parse(await migrateFrom(JSON.stringify(edited)));
    expect(value).toEqual({
      '2024': { daftar: edited['2024'], laporan: pengaturan.predikat_bands['2026'].laporan },
    });
    expect(checkSetting('predikat_bands', JSON.stringify(value))).toBeNull();
  });

  it('leaves a setting already in the new shape, or not JSON, alone', async () => {
    const fresh = JSON.stringify(pengaturan.predikat_bands);
    expect(JSON.parse(await migrateFrom(fresh))).toEqual(pengaturan.predikat_bands);
    expect(await migrateFrom('{bukan json')).toBe('{bukan json');
  });
});
