import { count, desc, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../../platform/db/client';
import { app_settings, outbox } from '../../../platform/db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  body: string;
}

export interface SmtpSettings {
  host: string;
  port: number;
  user: string | null;
  from: string;
}

const SETTING_NAMES = ['smtp_host', 'smtp_port', 'smtp_user', 'smtp_from', 'app_url'];

/** The mail-related app settings (`smtp_*`, `app_url`) by name. */
export async function mailSettings(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .select({ name: app_settings.name, value: app_settings.setting_value })
    .from(app_settings)
    .where(inArray(app_settings.name, SETTING_NAMES));
  return new Map(rows.flatMap((r) => (r.value?.trim() ? [[r.name, r.value.trim()]] : [])));
}

function smtpOf(settings: Map<string, string>): SmtpSettings | null {
  const host = settings.get('smtp_host');
  if (!host) return null;
  const port = Number(settings.get('smtp_port') ?? 587);
  return {
    host,
    port: Number.isInteger(port) && port > 0 && port < 65536 ? port : 587,
    user: settings.get('smtp_user') ?? null,
    from: settings.get('smtp_from') ?? settings.get('smtp_user') ?? 'no-reply@localhost',
  };
}

/** Keeps a mail for the superadmin to read (GET /api/outbox). */
export const toOutbox = (db: Db, mail: OutgoingMail) =>
  db.insert(outbox).values({ to_address: mail.to, subject: mail.subject, body: mail.body });

/** The SMTP settings when `smtp_host` is set, otherwise null (mail goes to the outbox). */
export const smtpSettings = (settings: Map<string, string>) => smtpOf(settings);

/**
 * One SMTP conversation: resolves once the server accepted the mail, rejects when it cannot be
 * reached or refuses. The password comes from SMTP_PASSWORD (see deliverMail).
 */
export async function sendSmtp(smtp: SmtpSettings, mail: OutgoingMail): Promise<void> {
  const password = process.env.SMTP_PASSWORD;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user && password ? { user: smtp.user, pass: password } : undefined,
    connectionTimeout: 15_000,
  });
  try {
    await transport.sendMail({
      from: smtp.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
    });
  } finally {
    transport.close();
  }
}

/**
 * Sends through SMTP when `smtp_host` is set, otherwise keeps the mail in the outbox for the
 * superadmin. The SMTP password comes from the SMTP_PASSWORD environment variable, never from
 * app_settings: that table is readable without login (the app loads it before sign-in).
 * The SMTP conversation runs in the background so its duration says nothing to the requester;
 * a mail that cannot be sent lands in the outbox instead of being lost, and the outbox retry
 * (services/mailRetry.ts) sends it once SMTP answers again, with a growing wait between tries.
 */
export async function deliverMail(
  db: Db,
  mail: OutgoingMail,
  settings: Map<string, string>,
): Promise<'smtp' | 'outbox'> {
  const smtp = smtpOf(settings);
  if (!smtp) {
    await toOutbox(db, mail);
    return 'outbox';
  }
  void sendSmtp(smtp, mail).catch(async (err: unknown) => {
    console.warn('[mail] SMTP gagal, surel disimpan di outbox:', (err as Error).message);
    await toOutbox(db, mail).catch(() => {});
  });
  return 'smtp';
}

/** One page of the kept mail (no SMTP server configured), newest first, and its count. */
export async function outboxPage(db: Db, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(perPage)
      .offset(page * perPage),
    db.select({ n: count() }).from(outbox),
  ]);
  const data = rows.map((r) => ({
    ...r,
    sent_at: r.sent_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
  return { data, total: Number(total?.n ?? 0) };
}
