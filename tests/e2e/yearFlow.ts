// Helpers of "a year in the life" (issue 35 item 6, yearChecks.ts): who is signed in, reading
// figures from the API (reads only: every step is taken on the screens), the year's shared
// state, and the named invariants (`must`).
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { formatNumber } from '../../domain/format';
import { fillLogin } from './checks';
import { expect } from './expect';

export const PASSWORD = 'Demo#2026';
/** A patient wait for what the server does after a click (the machine is slow and shared). */
export const SLOW = 60_000;

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n' +
    '<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A score as the screens write it: two decimals, Indonesian comma. */
export const skor = (n: number) => formatNumber(n, 'score');
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the year's steps hand each other. */
export interface Year {
  url: string;
  /** The scenario's year: one the demo data leaves unused for the demo pemda's region. */
  tahun: number;
  profilId: number;
  /** The region's profile name as the lists show it ("Pemerintah Kota Bandung"). */
  daerah: string;
  inovasi: string;
  /** The award's nominees, each with the accounts of the assessors assigned to it. */
  nominees: { nama: string; profilId: number; penilai: string[] }[];
  /** What the screens could not do (reported when a later step fails on it). */
  notes: string[];
  /** The stored figures read after the last step that changed them. */
  indeks?: Indeks;
}

/** `/api/indeks/{profil_id}?tahun=`: the stored self and verified figures of a region. */
export interface Indeks {
  spd: number;
  sid: number;
  jumlah_inovasi: number;
  skor_jumlah_inovasi: number;
  skor_total: number;
  indeks: number;
  predikat: string | null;
  verifikasi: { spd: number; sid: number; skor_total: number; indeks: number };
  metode: { pembagi_minimum: number; koefisien_jumlah: number; skor_maksimum: number };
  indikator: { indikator_id: number; skor: number; skor_verifikasi: number | null }[];
}

/**
 * An invariant of the year with its name: a failure stops the check at once, the name first
 * (the index and award branches of issue 35 are merged, so none of them is waited for).
 */
export async function must(label: string, assertion: () => Promise<void>): Promise<void> {
  try {
    await assertion();
  } catch (e) {
    throw new Error(`${label}: ${(e as Error).message.split('\nCall log:')[0]}`);
  }
}

/** Forgets the session and signs in as `username` on the login screen. */
export async function signInAs(page: Page, url: string, username: string) {
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.goto(`${url}/login`);
  await fillLogin(page, username, PASSWORD);
  await page.waitForURL(/\/dashboard\//, { timeout: SLOW });
}

/** Reads the API as an account (a token per account, kept); never used to take a step. */
export function reader(request: APIRequestContext, url: string) {
  const tokens = new Map<string, string>();
  async function token(username: string) {
    if (!tokens.has(username)) {
      const res = await request.post(`${url}/api/login`, {
        data: { username, password: PASSWORD },
      });
      const body = (await res.json()) as { data?: { token?: string } };
      if (!body.data?.token) throw new Error(`tidak dapat masuk sebagai ${username}`);
      tokens.set(username, body.data.token);
    }
    return tokens.get(username)!;
  }
  return {
    async get<T = Record<string, unknown>>(path: string, username?: string): Promise<T> {
      const headers = username ? { authorization: `Bearer ${await token(username)}` } : undefined;
      const res = await request.get(`${url}/api${path}`, { headers });
      if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as T;
    },
    async indeks(year: Year): Promise<Indeks> {
      const body = await this.get<{ data: Indeks }>(
        `/indeks/${year.profilId}?tahun=${year.tahun}`,
        'superadmin',
      );
      return body.data;
    },
  };
}
export type Reader = ReturnType<typeof reader>;

export const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** A region's row: one cell is exactly its name ("Aceh Barat" is not "Aceh Barat Daya"). */
export const regionRow = (page: Page, nama: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: nama, exact: true }) });

/**
 * Column headers that the index branch of issue 35 renames ("each column named for what it
 * is"): today's name or the new one.
 */
export const HEADER = {
  iid: /^(IID|Indeks Terverifikasi \(IID\))$/,
  isp: /^ISP( Terverifikasi \(poin\))?$/,
  isi: /^ISI( Terverifikasi \(poin\))?$/,
  overall: /^(Overall|Skor Akhir IGA)$/,
};

/** The text of a row's cell under the column headed `header` (a string: exactly). */
export async function cellOf(page: Page, row: Locator, header: string | RegExp): Promise<string> {
  const headers = (await page.getByRole('columnheader').allInnerTexts()).map((h) => h.trim());
  const i = headers.findIndex((h) => (typeof header === 'string' ? h === header : header.test(h)));
  if (i < 0) throw new Error(`kolom "${header}" tidak ada (${headers.join(' | ')})`);
  return (await row.getByRole('cell').nth(i).innerText()).trim();
}

/** Waits until the cell under `header` of the region's row reads `want`. */
export async function expectCell(page: Page, text: string, header: string | RegExp, want: string) {
  const row = regionRow(page, text).first();
  await expect(row).toBeVisible();
  const deadline = Date.now() + SLOW;
  let got = '';
  while (Date.now() < deadline) {
    got = await cellOf(page, row, header);
    if (got === want) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`${text} · ${header}: "${got}", seharusnya "${want}"`);
}

/** A value the code compares, with its name in the message. */
export function same(what: string, got: unknown, want: unknown) {
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new Error(`${what}: ${JSON.stringify(got)}, seharusnya ${JSON.stringify(want)}`);
}

/** Picks `option` in the MUI select or autocomplete labelled `label`. */
export async function choose(page: Page, label: RegExp, option: string | RegExp, search?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (search !== undefined) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** The indicator cards of an answer screen. */
export const cards = (page: Page) => page.locator('section[id^="indikator-"]');

/**
 * Answers one indicator card with its highest scale, and gives it evidence when it has none: a
 * video link where the card asks for one, else a file of a type it accepts.
 */
export async function answerCard(page: Page, card: Locator, name: string) {
  await card.scrollIntoViewIfNeeded();
  const top = card.getByRole('radio').last();
  for (let i = 0; i < 5 && !(await top.isChecked()); i++) await top.check().catch(() => {});
  if (!(await top.isChecked())) throw new Error(`${name}: jawaban tidak tercentang`);
  if ((await card.getByText('tidak ada dokumen.').count()) === 0) return;
  if ((await card.getByLabel('Tautan video').count()) > 0) {
    await card.getByLabel('Tautan video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await card.getByRole('button', { name: 'Kirim tautan' }).click();
    await expect(card.getByText('tidak ada dokumen.')).toHaveCount(0);
    return;
  }
  const input = card.locator('input[type=file]');
  const accept = (await input.getAttribute('accept')) ?? '';
  const file =
    /pdf/i.test(accept) || accept === ''
      ? { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: PDF }
      : { name: `${name}.png`, mimeType: 'image/png', buffer: PNG };
  await input.setInputFiles(file);
  // Attached, not only on its way: the answers cannot be saved while an upload is unfinished.
  await card.getByText(`Dokumen berhasil dikirim: ${file.name}`).waitFor({ timeout: SLOW });
  // The upload refreshes the documents and the answers; the next card waits for that.
  await page.waitForLoadState('networkidle');
}
