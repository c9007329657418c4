import { m_daerah, profil_pemda } from '../platform/db/schema';
import type { Db } from '../platform/db/client';
import khusus from './data/daerah-khusus.json' with { type: 'json' };
import { readProvinces, readRegencies } from './idnArea';
import { chunks, type Log } from './util';

/** DKI Jakarta's administrative regency and cities: not autonomous, so not pemda. */
export const EXCLUDED_CODES: ReadonlySet<string> = new Set(khusus.dikecualikan.kode);

export const TERTINGGAL_CODES: ReadonlySet<string> = new Set(khusus.tertinggal.map((d) => d.kode));

/**
 * The border list is a reconstructed candidate list, not BNPP's official one. Its legend: "high" =
 * land border, or a sea border named in an official text and backed by a second signal; "medium" =
 * a sea border named in one official text (or official text + outermost-island evidence); "low" =
 * one weak signal only, "verify before use". We flag high and medium (44 of 48, close to BNPP's 54
 * kab/kota) and leave the four low entries unflagged; an administrator can flag them by hand.
 */
export const PERBATASAN_CODES: ReadonlySet<string> = new Set(
  khusus.perbatasan
    .filter((d) => d.keyakinan === 'high' || d.keyakinan === 'medium')
    .map((d) => d.kode),
);

/** Papua, Papua Barat, Papua Selatan, Papua Tengah, Papua Pegunungan, Papua Barat Daya. */
export const PAPUA_PROVINCES: ReadonlySet<string> = new Set(
  khusus.papua_provinsi.map((p) => p.kode),
);

export type Jenis = 'provinsi' | 'kabupaten' | 'kota';

export function jenisOf(name: string): Jenis {
  if (name.startsWith('Kabupaten ')) return 'kabupaten';
  if (name.startsWith('Kota ')) return 'kota';
  throw new Error(`idn-area-data: nama "${name}" tidak diawali "Kabupaten " atau "Kota "`);
}

/** 38 provinces + 508 kabupaten/kota; existing rows (same kode) are left untouched. */
export async function seedDaerah(db: Db, log: Log): Promise<void> {
  const provinces = readProvinces();
  const regencies = readRegencies().filter((r) => !EXCLUDED_CODES.has(r.code));
  const addedProv = await db
    .insert(m_daerah)
    .values(
      provinces.map((p) => ({
        kode: p.code,
        nama: p.name,
        tingkat: 1,
        jenis: 'provinsi',
        is_papua: PAPUA_PROVINCES.has(p.code),
      })),
    )
    .onConflictDoNothing({ target: m_daerah.kode })
    .returning({ id: m_daerah.id });
  const provId = new Map(
    (await db.select({ id: m_daerah.id, kode: m_daerah.kode }).from(m_daerah)).map((r) => [
      r.kode,
      r.id,
    ]),
  );
  const rows = regencies.map((r) => {
    const parent = provId.get(r.provinceCode);
    if (parent === undefined)
      throw new Error(`Provinsi ${r.provinceCode} untuk ${r.code} tidak ada`);
    return {
      kode: r.code,
      nama: r.name,
      tingkat: 2,
      jenis: jenisOf(r.name),
      parent_id: parent,
      is_tertinggal: TERTINGGAL_CODES.has(r.code),
      is_perbatasan: PERBATASAN_CODES.has(r.code),
      is_papua: PAPUA_PROVINCES.has(r.provinceCode),
    };
  });
  let added = 0;
  for (const part of chunks(rows)) {
    const r = await db
      .insert(m_daerah)
      .values(part)
      .onConflictDoNothing({ target: m_daerah.kode })
      .returning({ id: m_daerah.id });
    added += r.length;
  }
  if (addedProv.length + added > 0) {
    log(`m_daerah: ${addedProv.length} provinsi, ${added} kabupaten/kota baru`);
  }
}

/** "Pemerintah Provinsi Jawa Barat", "Pemerintah Kota Bandung", "Pemerintah Kabupaten Garut". */
export function namaPemda(nama: string, jenis: string): string {
  return jenis === 'provinsi' ? `Pemerintah Provinsi ${nama}` : `Pemerintah ${nama}`;
}

/** One region profile per m_daerah row. */
export async function seedProfilPemda(db: Db, log: Log): Promise<void> {
  const daerah = await db
    .select({ id: m_daerah.id, nama: m_daerah.nama, jenis: m_daerah.jenis })
    .from(m_daerah);
  const rows = daerah.map((d) => ({ m_daerah_id: d.id, nama: namaPemda(d.nama, d.jenis) }));
  let added = 0;
  for (const part of chunks(rows)) {
    const r = await db
      .insert(profil_pemda)
      .values(part)
      .onConflictDoNothing({ target: profil_pemda.m_daerah_id })
      .returning({ id: profil_pemda.id });
    added += r.length;
  }
  if (added > 0) log(`profil_pemda: ${added} profil pemda baru`);
}
