import { inArray } from 'drizzle-orm';
import { iga2020_inovasi } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import akunData from '../data/demo-akun.json' with { type: 'json' };
import bahan from '../data/demo-inovasi.json' with { type: 'json' };
import { createRng, type Rng } from '../prng';
import { referensiIds } from '../referensi';
import { DEMO_USER } from '../../platform/auth/usernames';
import { chunks, type Log } from '../util';
import type { DaerahDemo } from './opd';
import { hasil, latarBelakang, manfaat, tujuan, type Konteks } from './teks';

type Dasar = [string, string, 'D' | 'N', number, number, string[], string];
const DASAR = bahan.dasar as unknown as Dasar[];
const BAPPEDA = 'Badan Perencanaan Pembangunan Daerah';
const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 1);
const END = Date.UTC(2025, 11, 31);
const iso = (ms: number) => new Date(Math.min(ms, END)).toISOString().slice(0, 10);

/** "Provinsi Jawa Barat", "Kota Bandung", "Kabupaten Garut". */
const labelDaerah = (d: DaerahDemo) => (d.jenis === 'provinsi' ? `Provinsi ${d.nama}` : d.nama);

function kepalaDaerah(d: DaerahDemo): string {
  if (d.jenis === 'provinsi') return `Gubernur ${d.nama}`;
  if (d.jenis === 'kota') return `Wali Kota ${d.nama.replace(/^Kota /, '')}`;
  return `Bupati ${d.nama.replace(/^Kabupaten /, '')}`;
}

function namaInisiator(rng: Rng, inisiator: string, d: DaerahDemo, opd: string): string {
  const label = labelDaerah(d);
  const orang = rng.pick(akunData.nama_orang);
  const komunitas = rng.pick(bahan.masyarakat);
  if (inisiator === 'Kepala Daerah') return kepalaDaerah(d);
  if (inisiator === 'Anggota DPRD') return `DPRD ${label}`;
  if (inisiator === 'OPD') return `${opd} ${label}`;
  if (inisiator === 'ASN') return orang;
  return `${komunitas} ${label}`;
}

export interface DemoRefs {
  daerah: DaerahDemo[];
  /** Account ids by username. */
  akun: Map<string, number>;
}

/**
 * A few hundred innovations over the demo regions, years 2023-2026 and all three stages. The PRNG
 * is seeded with a constant and consumes the same draws whatever is in the database, so every run
 * produces the same rows; rows whose (profil_id, nama, tahun) already exist are skipped.
 */
export async function seedInovasiDemo(db: Db, refs: DemoRefs, log: Log): Promise<void> {
  const rng = createRng(20_260_101);
  const ids = await referensiIds(db);
  const kota = akunData.kode_kota;
  const rows: (typeof iga2020_inovasi.$inferInsert)[] = [];
  for (const d of refs.daerah) {
    for (const [nama, opd, jenis, bentuk, astaCita, urusan, sasaran] of rng.sample(
      DASAR,
      d.bobot,
    )) {
      const tahun = rng.pick([2023, 2024, 2024, 2025, 2025, 2026]);
      const r = rng.next();
      const status = r < 0.15 ? 0 : r < 0.35 ? 1 : 2;
      const inisiator = rng.pick([
        'OPD',
        'OPD',
        'OPD',
        'Kepala Daerah',
        'ASN',
        'Masyarakat',
        'Anggota DPRD',
      ]);
      const lama = rng.chance(0.1);
      const isCovid = lama ? rng.int(0, 8) : 8 + astaCita;
      // Draw unconditionally so the sequence never depends on what the database holds.
      const [wantDetil, detilDraw] = [rng.chance(0.7), rng.next()];
      const detil = ids.covid(isCovid);
      const klasterCovid = wantDetil ? (detil[Math.floor(detilDraw * detil.length)] ?? null) : null;
      // Trial date follows the record year; implementation and development dates come after it,
      // all inside the form's window 2023-01-01..2025-12-31.
      const from = { 2023: 0, 2024: 150, 2025: 365, 2026: 540 }[tahun] ?? 0;
      const trial = START + rng.int(from, from + 300) * DAY;
      const impl = trial + rng.int(30, 240) * DAY;
      const developed = status === 2 && rng.chance(0.3);
      const dev = impl + rng.int(60, 365) * DAY;
      const k: Konteks = {
        nama,
        daerah: labelDaerah(d),
        opd,
        urusan: (urusan[0] ?? '').toLowerCase(),
        sasaran,
        tahun,
      };
      const text = {
        // Spec 5 asks every saved innovation for 300 words; drafts differ by their indicators.
        latar_belakang: latarBelakang(rng, k, true),
        tujuan: tujuan(rng, k),
        manfaat: manfaat(rng, k),
        hasil_inovasi: hasil(rng, k),
      };
      const nInisiator = namaInisiator(rng, inisiator, d, opd);
      const lat = d.lat + (rng.next() - 0.5) * 0.06;
      const lng = d.lng + (rng.next() - 0.5) * 0.06;
      const byOpd = d.kode === kota && opd === akunData.opd_akun;
      rows.push({
        profil_id: d.profil_id,
        created_by:
          d.kode === kota ? (refs.akun.get(byOpd ? DEMO_USER.opd : DEMO_USER.pemda) ?? null) : null,
        opd_perangkat_id: d.opd.get(opd) ?? d.opd.get(BAPPEDA) ?? null,
        nama,
        tahun,
        inovasi_status: status,
        inisiator,
        nama_inisiator: nInisiator,
        klasifikasi_inovasi:
          inisiator === 'Masyarakat'
            ? 'Inovasi Masyarakat'
            : urusan.includes('Pemberdayaan Masyarakat dan Desa')
              ? 'Inovasi Desa dan Kelurahan'
              : 'Inovasi Perangkat Daerah',
        jenis_inovasi: jenis === 'D' ? 'Digital' : 'Non Digital',
        bentuk_inovasi: ids.bentuk[bentuk] ?? null,
        is_covid: isCovid,
        klaster_covid_id: klasterCovid,
        urusan_pemerintah_id: urusan.flatMap((u) => ids.urusan.get(u) ?? []).join(','),
        koordinat: `${lat.toFixed(6)},${lng.toFixed(6)}`,
        waktu: iso(trial),
        waktu_implementasi: iso(impl),
        is_developed: developed ? 1 : 0,
        waktu_pengembangan: developed ? iso(dev) : null,
        ...text,
        // No indicator answers yet, so nothing is complete enough to send (the server keeps
        // submitable from the answers: services/innovationAnswers.ts).
        submitable: 0,
      });
    }
  }
  const existing = await db
    .select({
      p: iga2020_inovasi.profil_id,
      nama: iga2020_inovasi.nama,
      tahun: iga2020_inovasi.tahun,
    })
    .from(iga2020_inovasi)
    .where(
      inArray(
        iga2020_inovasi.profil_id,
        refs.daerah.map((d) => d.profil_id),
      ),
    );
  const have = new Set(existing.map((e) => `${e.p}|${e.nama}|${e.tahun}`));
  const todo = rows.filter((r) => !have.has(`${r.profil_id}|${r.nama}|${r.tahun}`));
  for (const part of chunks(todo, 200)) await db.insert(iga2020_inovasi).values(part);
  if (todo.length > 0)
    log(`iga2020_inovasi: ${todo.length} inovasi demo di ${refs.daerah.length} daerah`);
}
