/**
 * The award's progress report (issue 25 item 6, spec 2 `progress-input`): what a region has
 * filled against the input deadline, and the status the screen filters by.
 */

/** The profile fields a region fills itself (spec 2 profil-pemda), the integrity pact last. */
export const PROFILE_FIELDS = [
  'nama_opd',
  'alamat',
  'email',
  'no_telp',
  'nama_admin',
  'pakta_pemda_filename',
] as const;

export const PROGRESS_STATUSES = ['lengkap', 'sebagian', 'belum_mulai'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export interface ProgressFacts {
  /** Profile fields filled, of PROFILE_FIELDS.length. */
  profil_terisi: number;
  /** Mandatory region indicators of the period, and how many are answered. */
  wajib: number;
  wajib_terjawab: number;
  /** Answered indicators that need evidence and have none. */
  bukti_kurang: number;
  /** Innovations of the year sent for verification (not rejected). */
  inovasi_terkirim: number;
  /** Innovations of the year, sent or not. */
  inovasi_jumlah: number;
}

/**
 * `lengkap`: the whole profile, every mandatory indicator answered, no evidence missing and at
 * least one innovation sent; `belum_mulai`: nothing filled at all; else `sebagian`.
 * @example progressStatus({ profil_terisi: 0, wajib: 5, wajib_terjawab: 0, bukti_kurang: 0, inovasi_terkirim: 0, inovasi_jumlah: 0 }) // 'belum_mulai'
 */
export function progressStatus(f: ProgressFacts): ProgressStatus {
  if (
    f.profil_terisi === PROFILE_FIELDS.length &&
    f.wajib_terjawab >= f.wajib &&
    f.bukti_kurang === 0 &&
    f.inovasi_terkirim > 0
  )
    return 'lengkap';
  if (f.profil_terisi === 0 && f.wajib_terjawab === 0 && f.inovasi_jumlah === 0)
    return 'belum_mulai';
  return 'sebagian';
}
