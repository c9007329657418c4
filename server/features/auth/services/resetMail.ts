import type { OutgoingMail } from '../../ops/services/mailer';
import type { ResetAccount } from './passwordReset';

/**
 * The reset link, absolute on `app_url` (the app setting, else the APP_URL environment value).
 * The request's own Host header is never used, since a forged Host would send the token to someone else's site.
 */
export function resetLink(token: string, appUrl: string | undefined): string {
  const path = `/reset-password?token=${encodeURIComponent(token)}`;
  return appUrl ? `${appUrl.replace(/\/+$/, '')}${path}` : path;
}

const SUBJECT = 'Atur ulang kata sandi Portal Indeks Inovasi Daerah';

/**
 * The reset mail in Indonesian. An account without an email address gets it in the outbox,
 * addressed to its username, with a note asking the administrator to pass the link on.
 */
export function resetMail(account: ResetAccount, link: string): OutgoingMail {
  const lines = [
    `Yth. ${account.nama_lengkap},`,
    '',
    `Kami menerima permintaan untuk mengatur ulang kata sandi akun "${account.username}". ` +
      'Buka tautan berikut dalam 60 menit untuk membuat kata sandi baru:',
    '',
    link,
    '',
    'Tautan ini hanya dapat dipakai satu kali. Jika Anda tidak meminta pengaturan ulang, ' +
      'abaikan pesan ini; kata sandi Anda tidak berubah.',
  ];
  // One paragraph per line (no hard wraps): mail clients and the outbox screen wrap them.
  if (!account.email) {
    lines.unshift(
      'CATATAN UNTUK ADMINISTRATOR: akun ini tidak memiliki alamat surel. Pastikan identitas ' +
        `pemilik akun "${account.username}", lalu sampaikan tautan di bawah melalui saluran resmi.`,
      '',
    );
  }
  return { to: account.email ?? account.username, subject: SUBJECT, body: lines.join('\n') };
}
