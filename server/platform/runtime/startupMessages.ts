/**
 * What the server and the database CLIs print to the operator when they cannot start or stop
 * normally. Indonesian first (the house language), then English: the person reading a console
 * or a container log is often not the portal's user, and these messages decide whether data is
 * lost, so both languages say the same thing.
 */

export interface LockHolderInfo {
  pid: number;
  host?: string;
  command?: string;
  since?: string;
}

function holderText(h: LockHolderInfo, lang: 'id' | 'en'): string {
  const parts = [`pid ${h.pid}`];
  if (h.host) parts.push(`host ${h.host}`);
  if (h.command) parts.push(h.command);
  if (h.since) parts.push(`${lang === 'id' ? 'sejak' : 'since'} ${h.since}`);
  return parts.join(', ');
}

export const STARTUP_MESSAGES = {
  dataDirLocked: (dir: string, lockFile: string, holder: LockHolderInfo | null) =>
    [
      `Folder data ${dir} sedang dipakai oleh proses lain${holder ? ` (${holderText(holder, 'id')})` : ''}.`,
      'Satu folder data PGlite hanya boleh dibuka oleh satu proses: hentikan proses itu dulu, atau',
      `pakai DATA_DIR lain. Hanya jika Anda yakin tidak ada proses yang memakainya, hapus ${lockFile}.`,
      '',
      `The data folder ${dir} is in use by another process${holder ? ` (${holderText(holder, 'en')})` : ''}.`,
      'One PGlite data folder may be opened by one process only: stop that process first, or use',
      `another DATA_DIR. Only if you are sure no process uses it, delete ${lockFile}.`,
    ].join('\n'),

  dataDirDamaged: (dir: string, cause: string) =>
    [
      `Folder data rusak: PGlite tidak dapat membuka basis data di ${dir} (${cause}).`,
      'Folder ini tidak ditimpa dan tidak dibuat ulang.',
      'Pulihkan folder DATA_DIR dari salinan cadangan yang dibuat saat server berhenti: pindahkan',
      `folder yang rusak ke tempat lain (jangan dihapus), lalu salin cadangan ke ${dir}.`,
      '',
      `Damaged data folder: PGlite cannot open the database in ${dir} (${cause}).`,
      'The folder was neither overwritten nor re-initialised.',
      'Restore the DATA_DIR folder from a backup copy made while the server was stopped: move the',
      `damaged folder elsewhere (do not delete it), then copy the backup to ${dir}.`,
    ].join('\n'),

  portInUse: (host: string, port: number) =>
    [
      `Port ${port} (alamat ${host}) sudah dipakai proses lain. Hentikan proses itu atau pilih PORT lain.`,
      `Port ${port} (address ${host}) is already in use by another process. Stop it or choose another PORT.`,
    ].join('\n'),

  hostUnavailable: (host: string) =>
    [
      `HOST ${host} bukan alamat mesin ini. Pakai 0.0.0.0 (semua antarmuka) atau 127.0.0.1.`,
      `HOST ${host} is not an address of this machine. Use 0.0.0.0 (every interface) or 127.0.0.1.`,
    ].join('\n'),

  bindFailed: (host: string, port: number, cause: string) =>
    [
      `Tidak dapat membuka ${host}:${port} (${cause}).`,
      `Cannot listen on ${host}:${port} (${cause}).`,
    ].join('\n'),

  stopping: (reason: string) =>
    `Menghentikan server (${reason}): menunggu permintaan yang sedang berjalan...`,
  graceExceeded: (ms: number) =>
    `Batas waktu penghentian ${ms} ms terlampaui: koneksi yang tersisa diputus. (Shutdown deadline of ${ms} ms passed: remaining connections closed.)`,
  stopped: 'Server berhenti.',
  parentGone: 'proses induk `npm start` berhenti',
  workerStopped: (pid: number) => `proses ${pid} dihentikan`,
  workerCrashed: (pid: number, cause: string) =>
    `[cluster] proses ${pid} berhenti tiba-tiba (${cause}); diganti dengan proses baru. (Worker ${pid} died (${cause}); replacing it.)`,
  workersKeepCrashing: (max: number, seconds: number) =>
    `lebih dari ${max} proses berhenti tiba-tiba dalam ${seconds} detik`,
  /** A write's answer while the write thread is replaced (HTTP 503, the client tries again). */
  writeThreadRestarting:
    'Layanan penyimpanan sedang dimulai ulang; coba lagi sebentar lagi. (The write service is restarting; try again shortly.)',
  writeThreadExited: (code: number) =>
    `[write] thread penyimpanan berhenti tiba-tiba (kode ${code}); diganti dengan yang baru. (The write thread died (code ${code}); replacing it.)`,
  writeThreadKeepsCrashing: (max: number) =>
    `thread penyimpanan berhenti tiba-tiba lebih dari ${max} kali dalam 60 detik`,
  readsYield: (steps: number) =>
    `[write] pembacaan berjalan dengan prioritas ${steps} tingkat di bawah penyimpanan (WRITE_PRIORITY). (Reads run ${steps} nice steps below writes.)`,
  readsCannotYield: (cause: string) =>
    `[write] prioritas pembacaan tidak dapat diturunkan (${cause}); penyimpanan tanpa prioritas. (Could not lower the reads' priority; writes get none.)`,
} as const;
