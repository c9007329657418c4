import type { Page } from 'playwright-core';
import { RESOURCES } from '../../resources';
import { canDo } from '../../domain/access';
import { SCREEN_ROLES } from '../../domain/screens';
import { login, type Check } from './checks';
import { expect } from './expect';

/**
 * Issue 37 item 1 and finding 1: every work list fits a laptop. At 1366 and 1280 px the page
 * never scrolls sideways and its primary actions (the workflow steps, Tambah, Filter, the
 * downloads, a row's edit/delete) lie inside the viewport. One page load per screen: measured at
 * 1366, then the window narrowed to 1280 and measured again.
 */

/** The work lists each role of finding 1 opens (domain/screens.ts grants them). */
const WORK_LISTS = [
  'review',
  'hasil-review',
  'hasil-rejected',
  'quality-control',
  'inovasi-daerah',
];
const FIT_ROLES = [
  'superadmin',
  'pusat',
  'tim.penilai',
  'verifikator',
  'quality_control',
  'pemda',
  'viewer',
] as const;
const WIDTHS = [1366, 1280];

/** A button's name as a user reads it: its aria-label, else its text (CSS may upper-case it). */
const PRIMARY =
  /^(setujui|tolak|menerima sebagai inovasi|menyetujui tolak inovasi|periksa|pratinjau hasil qc|registrasi|komentar|tambah|filter|unduh.*|ekspor.*|ubah|hapus|lihat|indikator|kirim.*)$/i;

/** Waits for the list's rows or its empty text: what a user sees once the list loaded. */
async function listShown(page: Page, where: string) {
  await page
    .waitForFunction(
      () =>
        document.querySelector('#main-content tbody tr td, #main-content ul > li') ||
        /Tidak ada|Belum ada|tidak ditemukan/i.test(
          document.querySelector('#main-content')?.textContent ?? '',
        ),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => {
      throw new Error(`${where}: daftar tidak tampil`);
    });
}

/** Page-level sideways scroll and primary buttons outside the viewport, as readable lines. */
async function misfits(page: Page): Promise<{ problems: string[]; primaries: number }> {
  return page.evaluate((pattern) => {
    const re = new RegExp(pattern, 'i');
    const problems: string[] = [];
    const width = window.innerWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll > width) problems.push(`scrollWidth ${scroll} > innerWidth ${width}`);
    let primaries = 0;
    for (const el of Array.from(
      document.querySelectorAll(
        '#main-content button, #main-content a.MuiButton-root, #main-content [role="button"]',
      ),
    )) {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      if (!re.test(name)) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      primaries++;
      if (r.left < 0 || r.right > width)
        problems.push(`"${name}" x ${Math.round(r.left)}-${Math.round(r.right)}`);
    }
    return { problems: [...new Set(problems)].slice(0, 6), primaries };
  }, PRIMARY.source);
}

/** Opens one screen and measures it at each laptop width; throws naming what sticks out. */
async function fits(page: Page, url: string, path: string, where: string, needsActions = true) {
  await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
  await page.goto(`${url}/dashboard/${path}`);
  await listShown(page, where);
  // A work list's rows bring its buttons: wait for the first (the panel above may load first).
  if (needsActions)
    await page
      .waitForFunction(
        (pattern) =>
          Array.from(document.querySelectorAll('#main-content button, #main-content a')).some(
            (el) =>
              new RegExp(pattern, 'i').test(
                (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
              ),
          ),
        PRIMARY.source,
        { timeout: 20_000 },
      )
      .catch(() => {});
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The narrower window re-lays the page; read it once the layout has settled.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    const { problems, primaries } = await misfits(page);
    if (needsActions && primaries === 0) failures.push(`${width}px: tidak ada tombol utama`);
    if (problems.length) failures.push(`${width}px: ${problems.join('; ')}`);
  }
  return failures.length ? [`${where}: ${failures.join(' | ')}`] : [];
}

async function signIn(page: Page, url: string, role: string) {
  await page.evaluate(() => localStorage.clear()).catch(() => {});
  await login(page, url, role);
  await page.waitForURL(/\/dashboard\//);
}

const opens = (screen: string, role: string) =>
  (SCREEN_ROLES as Record<string, readonly string[]>)[screen]?.includes(role) ?? false;

/** The generic lists superadmin reads (every resource with a menu entry and a list). */
const GENERIC_LISTS = RESOURCES.filter(
  (r) =>
    r.menu && !WORK_LISTS.includes(r.slug) && canDo(r.access, 'list', { roles: ['superadmin'] }),
).map((r) => r.slug);

/** Hand-written lists on the shared DataTablePage that superadmin opens. */
const PAGE_LISTS = [
  'arsip',
  'ranking-index',
  'rekap-akhir',
  'nominasi-iga',
  'hasil-review-ranking',
  'permintaan-akun',
  'outbox',
].filter((s) => opens(s, 'superadmin'));

export const FIT_CHECKS: Check[] = [
  ...FIT_ROLES.map((role): Check => ({
    name: `daftar kerja ${role} muat di layar laptop 1366 dan 1280 px tanpa geser ke samping`,
    async run({ page, url, shot }) {
      await signIn(page, url, role);
      const failures: string[] = [];
      // Superadmin reads every list: the generic ones and the hand-written ones too.
      if (role === 'superadmin')
        for (const slug of [...GENERIC_LISTS, ...PAGE_LISTS])
          failures.push(...(await fits(page, url, slug, slug, false)));
      for (const screen of WORK_LISTS.filter((s) => opens(s, role))) {
        failures.push(...(await fits(page, url, screen, `${role} ${screen}`)));
        if (screen === 'review' && role === 'verifikator') {
          await page.setViewportSize({ width: 1366, height: 800 });
          await shot('fit-review-1366');
        }
      }
      if (failures.length) throw new Error(failures.join('\n'));
    },
  })),
  {
    name: 'klik baris review membuka inovasinya tanpa menggeser halaman atau menu',
    async run({ page, url }) {
      await signIn(page, url, 'verifikator');
      await page.goto(`${url}/dashboard/review`);
      await listShown(page, 'review');
      // The region cell: a plain part of the row, not a button.
      await page.locator('#main-content tbody tr').first().locator('td').nth(1).click();
      await page.waitForURL(/\/dashboard\/inovasi-review\/\d+/);
      const [scrollX, menuLeft] = await page.evaluate(() => [
        window.scrollX,
        document.querySelector('.RaSidebar-fixed')?.getBoundingClientRect().left ?? -1,
      ]);
      if (scrollX !== 0 || menuLeft !== 0)
        throw new Error(`halaman bergeser: scrollX ${scrollX}, menu di x ${menuLeft}`);
      await expect(page.getByRole('heading').first()).toBeVisible();
    },
  },
  ...(['news', 'banners'] as const).map((slug): Check => ({
    name: `daftar ${slug} di ponsel 390 px: gambar kecil, bukan teks data:image, tanpa geser`,
    context: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'id-ID',
    },
    async run({ page, url, shot }) {
      await signIn(page, url, 'superadmin');
      await page.goto(`${url}/dashboard/${slug}`);
      await listShown(page, slug);
      // The pictures load after the rows (each read with the session's token).
      await expect(page.locator('#main-content ul li img')).toBeVisible();
      const [text, scroll, width] = await page.evaluate(() => [
        document.querySelector('#main-content')?.textContent ?? '',
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      await shot(`fit-${slug}-390`);
      const problems: string[] = [];
      if (/data:image|\/api\/media\//.test(text))
        problems.push('alamat gambar tertulis sebagai teks');
      if (scroll > width) problems.push(`scrollWidth ${scroll} > innerWidth ${width}`);
      if (problems.length) throw new Error(`${slug}: ${problems.join('; ')}`);
    },
  })),
  {
    name: 'antrean review di ponsel 390 px tanpa geser ke samping',
    context: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'id-ID',
    },
    async run({ page, url, shot }) {
      await signIn(page, url, 'verifikator');
      await page.goto(`${url}/dashboard/review`);
      // The cards with their steps (the index panel above loads on its own).
      await expect(page.getByRole('button', { name: 'Setujui' })).toBeVisible();
      await shot('fit-review-390');
      const [scroll, width] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      if (scroll > 390 || width > 390)
        throw new Error(`scrollWidth ${scroll}, innerWidth ${width} > 390`);
    },
  },
];
