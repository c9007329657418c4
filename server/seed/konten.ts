import {
  app_settings,
  content_categories,
  help_faq,
  jenis_pelatihan,
  tuxe_contents,
  winner_category,
} from '../platform/db/schema';
import type { Db } from '../platform/db/client';
import konten from './data/konten.json' with { type: 'json' };
import pengaturan from '../features/settings/pengaturan.json' with { type: 'json' };
import { countRows, type Log } from './util';

/**
 * Default settings, with `extra` over them (the demo's); a name that already exists keeps its
 * value (never overwritten).
 */
export async function seedPengaturan(
  db: Db,
  log: Log,
  extra: Readonly<Record<string, string>> = {},
): Promise<void> {
  const values: Record<string, string> = {
    ...pengaturan.nilai,
    ...extra,
    // Predicate bands per assessment period (see data/pengaturan.json for how they are read).
    predikat_bands: JSON.stringify(pengaturan.predikat_bands),
  };
  const rows = Object.entries(values).map(([name, setting_value]) => ({ name, setting_value }));
  const added = await db
    .insert(app_settings)
    .values(rows)
    .onConflictDoNothing({ target: app_settings.name })
    .returning({ id: app_settings.id });
  if (added.length > 0) log(`app_settings: ${added.length} pengaturan baru`);
}

/**
 * Content categories (by slug) and site sections (by slug) are matched by their stable slug; the
 * editable lists (training types, award categories, FAQ) are seeded only while empty.
 */
export async function seedKonten(db: Db, log: Log): Promise<void> {
  await db
    .insert(content_categories)
    .values(konten.content_categories)
    .onConflictDoNothing({ target: content_categories.slug });
  await db
    .insert(tuxe_contents)
    .values(konten.tuxe_contents)
    .onConflictDoNothing({ target: tuxe_contents.slug });
  if ((await countRows(db, jenis_pelatihan)) === 0) {
    await db.insert(jenis_pelatihan).values(konten.jenis_pelatihan.map((name) => ({ name })));
  }
  if ((await countRows(db, winner_category)) === 0) {
    await db.insert(winner_category).values(konten.winner_category.map((name) => ({ name })));
  }
  if ((await countRows(db, help_faq)) === 0) {
    await db.insert(help_faq).values(konten.help_faq);
    log(`konten: ${konten.help_faq.length} FAQ, ${konten.tuxe_contents.length} konten situs`);
  }
}
