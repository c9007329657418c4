import type { iga2020_inovasi } from '../../platform/db/schema';
import bahan from '../data/demo-inovasi.json' with { type: 'json' };
import type { Rng } from '../prng';
import type { referensiIds } from '../referensi';
import type { DaerahDemo } from './opd';
import { hasil, latarBelakang, manfaat, tujuan } from './teks';

type Dasar = [string, string, 'D' | 'N', number, number, string[], string];
export const DASAR = bahan.dasar as unknown as Dasar[];
const BAPPEDA = 'Badan Perencanaan Pembangunan Daerah';
const DAY = 86_400_000;

export type Refs = Awaited<ReturnType<typeof referensiIds>>;

export interface RowPlan {
  tahun: number;
  inovasi_status: number;
  /** Asta Cita (9+) or an earlier theme (below 9: records from before Asta Cita). */
  is_covid: number;
  /** The first and last day the trial, implementation and development dates may take. */
  from: string;
  to: string;
  created_by: number | null;
  lomba?: 0 | 1;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * One innovation row of a region from a line of the demo material (name, OPD, kind, form,
 * affairs, target group), with its design text and dates inside [from, to]: the competition
 * entries and the archive (the main demo innovations have their own generator, inovasi.ts).
 */
export function innovationRow(
  rng: Rng,
  ids: Refs,
  d: DaerahDemo,
  [nama, opd, jenis, bentuk, , urusan, sasaran]: Dasar,
  plan: RowPlan,
): typeof iga2020_inovasi.$inferInsert {
  const start = Date.parse(`${plan.from}T00:00:00Z`);
  const span = Math.max(1, (Date.parse(`${plan.to}T00:00:00Z`) - start) / DAY);
  const trial = start + rng.int(0, Math.floor(span * 0.4)) * DAY;
  const impl = trial + rng.int(30, Math.floor(span * 0.3) + 30) * DAY;
  const developed = plan.inovasi_status === 2 && rng.chance(0.3);
  const dev = impl + rng.int(30, Math.floor(span * 0.2) + 30) * DAY;
  const daerah = d.jenis === 'provinsi' ? `Provinsi ${d.nama}` : d.nama;
  const k = {
    nama,
    daerah,
    opd,
    urusan: (urusan[0] ?? '').toLowerCase(),
    sasaran,
    tahun: plan.tahun,
  };
  const detil = ids.covid(plan.is_covid);
  return {
    profil_id: d.profil_id,
    created_by: plan.created_by,
    opd_perangkat_id: d.opd.get(opd) ?? d.opd.get(BAPPEDA) ?? null,
    nama,
    tahun: plan.tahun,
    inovasi_status: plan.inovasi_status,
    inisiator: 'OPD',
    nama_inisiator: `${opd} ${daerah}`,
    klasifikasi_inovasi: 'Inovasi Perangkat Daerah',
    jenis_inovasi: jenis === 'D' ? 'Digital' : 'Non Digital',
    bentuk_inovasi: ids.bentuk[bentuk] ?? null,
    is_covid: plan.is_covid,
    klaster_covid_id: detil.length > 0 ? rng.pick(detil) : null,
    urusan_pemerintah_id: urusan.flatMap((u) => ids.urusan.get(u) ?? []).join(','),
    koordinat: `${(d.lat + (rng.next() - 0.5) * 0.06).toFixed(6)},${(d.lng + (rng.next() - 0.5) * 0.06).toFixed(6)}`,
    waktu: iso(trial),
    waktu_implementasi: iso(Math.min(impl, Date.parse(`${plan.to}T00:00:00Z`))),
    is_developed: developed ? 1 : 0,
    waktu_pengembangan: developed ? iso(Math.min(dev, Date.parse(`${plan.to}T00:00:00Z`))) : null,
    latar_belakang: latarBelakang(rng, k, true),
    tujuan: tujuan(rng, k),
    manfaat: manfaat(rng, k),
    hasil_inovasi: hasil(rng, k),
    submitable: 0,
    lomba: plan.lomba ?? 0,
  };
}
