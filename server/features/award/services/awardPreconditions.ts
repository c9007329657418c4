import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  minAssessors,
  publicationChecks,
  publishable,
  type CheckResult,
  type Precondition,
} from '../../../../domain/awardPreconditions';
import { parseYears } from '../../../../domain/scoping';
import type { Db } from '../../../platform/db/client';
import { iga2020_inovasi, iga_penilaian, nomor_registrasi } from '../../../platform/db/schema';
import type { ApiMessage } from '../../../../i18n/id/api';
import { fail, message } from '../../../platform/http/http';
import { latestPublication, nomineeStates } from './award';
import { allAssessors, assignedTo } from './awardAssessors';
import { QUEUE_CONDITION } from '../../review/services/reviewQueues';
import { allSettings } from '../../../platform/cache/settingsCache';

/**
 * The preconditions of an award publication (issue 35; the checks: domain/awardPreconditions.ts)
 * with their Indonesian texts: GET /ranking-iga/syarat shows them, and the publication refuses
 * with the same texts (409) while one is unmet. One function for both, also for the seed.
 */

/** One line of the checklist: what must hold, whether it does, and what is missing. */
export interface PreconditionLine {
  kode: Precondition;
  syarat: string;
  terpenuhi: boolean;
  /** Why not (null when met), naming the first few of what is missing. */
  alasan: string | null;
  /** Everything missing, one text each (region, assessor, sheet, innovation, cluster). */
  rincian: string[];
}

export interface Preconditions {
  tahun: number;
  boleh_terbit: boolean;
  /** The year's latest publication (null: never published). */
  terbit: {
    versi: number;
    dibuka_at: string | null;
    dibuka_alasan: string | null;
  } | null;
  min_penilai: number;
  syarat: PreconditionLine[];
}

/** How many missing items a reason names before "dan n lainnya". */
const NAMED = 5;

function listed(items: string[]): string {
  if (items.length <= NAMED) return items.join(', ');
  return message('awardMore', {
    daftar: items.slice(0, NAMED).join(', '),
    n: items.length - NAMED,
  });
}

const SHEET: Record<'presentasi' | 'validasi', ApiMessage> = {
  presentasi: 'awardSheetPresentasi',
  validasi: 'awardSheetValidasi',
};

/** The texts of one check: its checklist line, and its reason and details when unmet. */
function describe(c: CheckResult, tahun: number, min: number): PreconditionLine {
  const line = (syarat: string, rincian: string[], alasan: (daftar: string) => string) => ({
    kode: c.kode,
    syarat,
    terpenuhi: c.kurang.length === 0,
    alasan: c.kurang.length === 0 ? null : alasan(listed(rincian)),
    rincian,
  });
  switch (c.kode) {
    case 'revisi':
      return line(message('awardCheckRevisi'), [], () =>
        message('awardMissingRevisi', { tahun, versi: c.kurang[0]!.versi }),
      );
    case 'indeks_diumumkan':
      return line(message('awardCheckIndeks', { tahun }), [], () =>
        message('awardMissingIndeks', { tahun }),
      );
    case 'penilai_minimum':
      return line(
        message('awardCheckPenilaiMinimum', { min }),
        c.kurang.map((k) => message('awardMissingPenilaiItem', { nama: k.nama, jumlah: k.jumlah })),
        (daftar) => message('awardMissingPenilaiMinimum', { min, daftar }),
      );
    case 'lembar_penilaian':
      return line(
        message('awardCheckLembar'),
        c.kurang.map((k) => {
          const [a, b] = k.jenis.map((j) => message(SHEET[j]));
          const jenis = b ? message('awardAnd', { a: a!, b }) : a!;
          return message('awardMissingLembarItem', { nama: k.nama, jenis, penilai: k.penilai });
        }),
        (daftar) => message('awardMissingLembar', { daftar }),
      );
    case 'antrean_qc':
      return line(
        message('awardCheckAntreanQc'),
        c.kurang.map((k) =>
          message('awardMissingAntreanQcItem', { nama: k.nama, inovasi: k.inovasi.join(', ') }),
        ),
        (daftar) => message('awardMissingAntreanQc', { daftar }),
      );
    case 'indeks_nominasi':
      return line(
        message('awardCheckIndeksNominasi'),
        c.kurang.map((k) => k.nama),
        (daftar) => message('awardMissingIndeksNominasi', { daftar }),
      );
    case 'klaster':
      return line(
        message('awardCheckKlaster'),
        c.kurang.flatMap((k) => (k.klaster === null ? [] : [k.klaster])),
        (daftar) =>
          c.kurang.some((k) => k.klaster === null)
            ? message('awardMissingKlasterNone')
            : message('awardMissingKlaster', { daftar }),
      );
  }
}

/**
 * Every precondition of publishing `tahun` now, gathered in a few statements: the year's latest
 * publication, the announced index years and the minimum of assessors (settings), the nominees
 * with their assigned assessors' sheets and their innovations waiting for quality control, and
 * each cluster's quota and rows. Takes any Db, a transaction included (the seed publishes).
 */
export async function publicationPreconditions(db: Db, tahun: number): Promise<Preconditions> {
  const [latest, settings, { states, settings: period, clusters }, assessors, sheets] =
    await Promise.all([
      latestPublication(db, tahun),
      allSettings(db),
      nomineeStates(db, tahun),
      allAssessors(db),
      db
        .select({
          profil_id: iga_penilaian.profil_id,
          penilai: iga_penilaian.iga_penilai_id,
          jenis: iga_penilaian.jenis,
        })
        .from(iga_penilaian)
        .where(eq(iga_penilaian.tahun, tahun)),
    ]);
  const nominees = states.filter((s) => s.nominasi);
  const waiting =
    nominees.length === 0
      ? []
      : await db
          .select({ profil_id: iga2020_inovasi.profil_id, nama: iga2020_inovasi.nama })
          .from(iga2020_inovasi)
          .innerJoin(nomor_registrasi, eq(nomor_registrasi.inovasi_id, iga2020_inovasi.id))
          .where(
            and(
              QUEUE_CONDITION.qc,
              eq(iga2020_inovasi.tahun, tahun),
              eq(iga2020_inovasi.lomba, 0),
              ne(iga2020_inovasi.is_index, 1),
              inArray(
                iga2020_inovasi.profil_id,
                nominees.map((n) => n.profil_id),
              ),
            ),
          )
          .orderBy(iga2020_inovasi.nama);
  const submitted = new Set(sheets.map((s) => `${s.profil_id}:${s.penilai}:${s.jenis}`));
  const min = minAssessors(settings.iga_min_penilai);
  const checks = publicationChecks({
    tahun,
    terbit: latest ? { tahun, versi: latest.versi, dibuka: latest.dibuka_at !== null } : null,
    diumumkan: parseYears(settings.indeks_diumumkan).includes(tahun),
    min_penilai: min,
    nominees: nominees.map((n) => ({
      profil_id: n.profil_id,
      nama: n.nama,
      iid: n.iid,
      penilai: assignedTo(assessors, n).map((a) => ({
        nama: a.nama,
        presentasi: submitted.has(`${n.profil_id}:${a.id}:presentasi`),
        validasi: submitted.has(`${n.profil_id}:${a.id}:validasi`),
      })),
      antrean_qc: waiting.filter((w) => w.profil_id === n.profil_id).map((w) => w.nama),
    })),
    // The ranking ranks each nominee in its cluster (liveRanking): its rows per cluster.
    clusters: clusters.map((k) => ({
      klaster: k.klaster,
      kuota: period.kuota.get(k.id) ?? 0,
      baris: nominees.filter((n) => n.iga_klaster_id === k.id).length,
    })),
  });
  return {
    tahun,
    boleh_terbit: publishable(checks),
    terbit: latest
      ? {
          versi: latest.versi,
          dibuka_at: latest.dibuka_at?.toISOString() ?? null,
          dibuka_alasan: latest.dibuka_alasan,
        }
      : null,
    min_penilai: min,
    syarat: checks.map((c) => describe(c, tahun, min)),
  };
}

/** Refuses (409) publishing `tahun` while a precondition is unmet, naming every unmet one. */
export async function assertPublishable(db: Db, tahun: number): Promise<Preconditions> {
  const found = await publicationPreconditions(db, tahun);
  if (found.boleh_terbit) return found;
  const alasan = found.syarat
    .filter((s) => !s.terpenuhi)
    .map((s) => s.alasan!)
    .join('; ');
  throw fail(409, message('awardNotReady', { tahun, alasan }), undefined, {
    syarat: found.syarat,
  });
}
