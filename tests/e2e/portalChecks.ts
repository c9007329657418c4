import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import media from '../../server/seed/data/demo-media.json' with { type: 'json' };
import { PORTAL_HOME, PORTAL_MENU } from '../../server/features/portal/services/portalHtml';
import type { Check } from './checks';
import { expect } from './expect';

/** The demo's draft news (demo-media.json, is_published 0): never on a public page. */
const DRAFT_NEWS = media.news.filter((n) => !n.is_published).map((n) => n.title);
const PUBLISHED_NEWS = media.news.filter((n) => n.is_published).map((n) => n.title);

/** The public pages of issue 26: the home, the menu's, and the first region page the sitemap names. */
async function portalPaths(page: Page, url: string): Promise<string[]> {
  const res = await page.request.get(`${url}/sitemap.xml`);
  const xml = await res.text();
  const region = /<loc>[^<]*(\/landing\/pemda\/\d+)<\/loc>/.exec(xml)?.[1];
  if (!region) throw new Error('sitemap.xml names no region page');
  return [PORTAL_HOME, ...PORTAL_MENU.map((m) => m.path), region];
}

async function accessible(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length)
    throw new Error(
      `${where}: ${bad.map((v) => `${v.impact} ${v.id}: ${v.nodes[0]?.target.join(' ')}`).join('; ')}`,
    );
}

async function noSideScroll(page: Page, where: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  if (scroll > client) throw new Error(`${where}: scrollWidth ${scroll} > clientWidth ${client}`);
}

export const PORTAL_CHECKS: Check[] = [
  {
    name: 'portal publik tanpa JavaScript: setiap halaman terbaca, berita terbit tampil, draf tidak',
    context: { viewport: { width: 1366, height: 850 }, locale: 'id-ID', javaScriptEnabled: false },
    async run({ page, url }) {
      for (const path of await portalPaths(page, url)) {
        const res = await page.goto(`${url}${path}`);
        if (res?.status() !== 200) throw new Error(`${path}: ${res?.status()}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
      }
      await page.goto(`${url}/berita`);
      for (const title of PUBLISHED_NEWS.slice(0, 1))
        await expect(page.getByRole('link', { name: title })).toBeVisible();
      const text = await page.locator('main').innerText();
      for (const title of DRAFT_NEWS)
        if (text.includes(title)) throw new Error(`/berita shows the draft "${title}"`);

      // The home: the seeded banners in their order, the latest published news, no draft.
      await page.goto(`${url}${PORTAL_HOME}`);
      const banners = page.getByRole('list', { name: 'Sorotan' }).getByRole('listitem');
      const shown = (await banners.allInnerTexts()).map((s) => s.trim());
      const seeded = media.banners.map((b) => b.judul);
      if (shown.join('|') !== seeded.join('|'))
        throw new Error(`/beranda banners ${shown.join('|')} != ${seeded.join('|')}`);
      const home = await page.locator('main').innerText();
      for (const title of DRAFT_NEWS)
        if (home.includes(title)) throw new Error(`/beranda shows the draft "${title}"`);

      // /tentang: a faq answer opens without script (<details>).
      await page.goto(`${url}/tentang`);
      const question = page.locator('details summary').first();
      await question.click();
      await expect(page.locator('details[open] .rich').first()).toBeVisible();

      // /urusan: the affairs with a count each.
      await page.goto(`${url}/urusan`);
      await expect(
        page.getByRole('columnheader', { name: 'Inovasi terverifikasi' }).first(),
      ).toBeVisible();
    },
  },
  {
    name: 'portal publik: axe-core tanpa pelanggaran serius atau kritis di 1366 px',
    async run({ page, url }) {
      for (const path of await portalPaths(page, url)) {
        await page.goto(`${url}${path}`);
        await accessible(page, path);
      }
    },
  },
  {
    name: 'portal publik di ponsel 390×844: axe-core bersih, tanpa gulir ke samping',
    context: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'id-ID',
    },
    async run({ page, url, shot }) {
      for (const path of await portalPaths(page, url)) {
        await page.goto(`${url}${path}`);
        await noSideScroll(page, path);
        await accessible(page, path);
      }
      await shot('portal-daerah-390');
      await page.goto(`${url}${PORTAL_HOME}`);
      await shot('portal-beranda-390');
    },
  },
];
