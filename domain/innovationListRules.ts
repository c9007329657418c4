import { ASTA_CITA_MIN, acceptsTrialResults } from './innovationCompleteness';
import { OPD } from './policy';
import { hasAnyRole } from './roles';

/** What the list's rules read of one innovation row (its registration record joined in). */
export interface InnovationRowFacts {
  tahun: number;
  inovasi_status: number | null;
  is_covid: number | null;
  submitable: number | null;
  /** The registration record's status; null when the innovation was never sent. */
  status_nomor: number | null;
  /** The sender's declaration on the registration record (null when absent). */
  setuju: number | null;
}

export type RowTone = 'terkirim' | 'di_luar' | 'biasa';

/** The years whose Penerapan innovations non-OPD accounts may always send (spec 4). */
const LEGACY_SEND_YEARS = { after: 2022, until: 2024 } as const;
/** Spec 2: rows outside 2023-2024 (or below stage Penerapan) are marked. */
const INDEX_YEARS = { from: 2023, to: 2024 } as const;

const sent = (r: InnovationRowFacts) => r.status_nomor === 0 || r.status_nomor === 1;

/**
 * Spec 2 row colours: green when the registration status is 0 or 1; salmon when the year is
 * outside 2023-2024 or the stage is below Penerapan; white otherwise. `warn` is the pink-red
 * text and the warning marker of an innovation whose Asta Cita theme is below 9
 * ("Isian Profil Inovasi Daerah belum lengkap").
 */
export function rowTone(r: InnovationRowFacts): { tone: RowTone; warn: boolean } {
  const warn = (r.is_covid ?? 0) < ASTA_CITA_MIN;
  if (sent(r)) return { tone: 'terkirim', warn };
  const outside = r.tahun < INDEX_YEARS.from || r.tahun > INDEX_YEARS.to;
  if (outside || (r.inovasi_status ?? 0) < 2) return { tone: 'di_luar', warn };
  return { tone: 'biasa', warn };
}

export interface ListContext {
  roles: readonly string[];
  /** App settings by name (iga_status, kirim_inovasi, ...). */
  settings: Readonly<Record<string, string | null | undefined>>;
}

const isOpd = (roles: readonly string[]) => hasAnyRole(roles, [OPD]);

/**
 * Whether sending is open for this row and account: the sending permission (`kirim_inovasi`)
 * is on, or (spec 4) a non-OPD account sends a Penerapan innovation of 2023-2024. The server's
 * kirim applies the same rule.
 */
export function sendingOpen(
  r: Pick<InnovationRowFacts, 'tahun' | 'inovasi_status'>,
  ctx: ListContext,
) {
  if (ctx.settings.kirim_inovasi === '1') return true;
  return (
    !isOpd(ctx.roles) &&
    r.tahun > LEGACY_SEND_YEARS.after &&
    r.tahun <= LEGACY_SEND_YEARS.until &&
    r.inovasi_status === 2
  );
}

/**
 * Spec 4 "Kirim ke {product}": sending open, `submitable` 1, and no registration record or one
 * whose status is neither 0 nor 1 (a rejected one may be sent again).
 */
export const showsKirim = (r: InnovationRowFacts, ctx: ListContext): boolean =>
  sendingOpen(r, ctx) && r.submitable === 1 && !sent(r);

/**
 * Spec 4 "Pengirim": non-OPD accounts, a registration record whose status is not -1 with the
 * sender's declaration, stage Penerapan.
 */
export const showsPengirim = (r: InnovationRowFacts, ctx: ListContext): boolean =>
  !isOpd(ctx.roles) &&
  r.status_nomor !== null &&
  r.status_nomor !== -1 &&
  r.setuju !== null &&
  r.inovasi_status === 2;

/** Spec 4: the Indikator action is hidden while the assessment period is closed. */
export const showsIndikator = (ctx: ListContext): boolean => ctx.settings.iga_status === '1';

/** "Hasil Uji Coba": from the Uji Coba stage on, while the period is open. */
export const showsHasilUjiCoba = (r: InnovationRowFacts, ctx: ListContext): boolean =>
  showsIndikator(ctx) && acceptsTrialResults(r.inovasi_status);
