import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { login, ROLES, type Check } from './checks';
import { axeProblems, injectAxe } from './sweepAxe';
import { layoutProblems } from './sweepLayout';
import { Timer } from './sweepTimer';
import { settle, watch, type Watch } from './sweepWatch';
import { wordProblems } from './sweepWords';

/**
 * Issue 37 item 10: every demo role, every sidebar entry, at a laptop's 1366 × 768 and a phone's
 * 390 × 844. One sign-in (one page load) per role; each entry is opened from the sidebar inside
 * the app, checked at 1366 px, then the window narrows to 390 px and the same screen is checked
 * again. A failing screen prints one line: role | entry | width | what is wrong.
 */
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const REPORT = 'test-results/e2e/sweep-failures.txt';
/** The sidebar, the same on every screen of a sign-in: its words are checked once. */
const SIDEBAR = '.RaSidebar-fixed';

interface Screen {
  role: string;
  entry: string;
  width: number;
}

/**
 * Checks one screen as it is now. axe looks at the whole page on the first screen of a sign-in
 * at each width (the app bar, the sidebar and the page-level rules such as the document's title
 * and language), and at the screen's own part, #main-content, after that. The screen's part goes
 * through axe once per distinct markup at a width: axe's answer depends only on the markup, the
 * styles and the viewport, and the FAQ, for instance, is the same screen for all 20 roles.
 */
async function problemsOf(
  page: Page,
  w: Watch,
  t: Timer,
  first: boolean,
  axeMemo: Map<string, string[]>,
): Promise<string[]> {
  const layout = await t.time('layout', () => layoutProblems(page));
  const words = await t.time('words', () => wordProblems(page, first ? [] : [SIDEBAR]));
  const axe = await t.time('axe', () => axeProblems(page, { whole: first, memo: axeMemo }));
  return [...layout, ...words, ...w.take(), ...axe];
}

/** One role's sweep: its failing screens and how many screens it looked at. */
async function sweepRole(
  browser: Browser,
  url: string,
  role: string,
  t: Timer,
  axeMemo: Map<string, string[]>,
  fail: (s: Screen, problems: string[]) => void,
): Promise<number> {
  const context = await browser.newContext({ viewport: LAPTOP, locale: 'id-ID' });
  // tsx compiles this file with esbuild's keepNames, which wraps the helpers declared inside the
  // functions given to page.evaluate in a call to __name, a function the page does not have.
  await context.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const w = watch(page);
  let screens = 0;
  try {
    await t.time('sign-in', async () => {
      await login(page, url, role);
      await page.waitForURL(/\/dashboard\/[a-z]/);
      await page.locator('a.RaMenuItemLink-root').first().waitFor();
      await settle(page, w);
      await injectAxe(page);
    });
    const hrefs = await page
      .locator('a.RaMenuItemLink-root')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const firstAt = new Set<number>();
    for (const href of hrefs) {
      const entry = href.replace(/^\/dashboard\//, '');
      for (const size of [LAPTOP, PHONE]) {
        screens++;
        try {
          await t.time('open', async () => {
            await page.setViewportSize(size);
            if (size === LAPTOP) {
              await page.locator(`a.RaMenuItemLink-root[href="${href}"]`).click();
              await page.waitForURL((u) => u.pathname === href);
            }
            await settle(page, w);
          });
          const first = !firstAt.has(size.width);
          firstAt.add(size.width);
          const problems = await problemsOf(page, w, t, first, axeMemo);
          if (problems.length) fail({ role, entry, width: size.width }, problems);
        } catch (e) {
          fail({ role, entry, width: size.width }, [
            `could not check: ${(e as Error).message.split('\n')[0]}`,
            ...w.take(),
          ]);
          // Start the next entry from a fresh load of the app (only after a failure).
          await page.setViewportSize(LAPTOP);
          await page.goto(`${url}${href}`).catch(() => {});
          await settle(page, w).catch(() => {});
          await injectAxe(page).catch(() => {});
          w.take();
          break;
        }
      }
    }
  } catch (e) {
    fail({ role, entry: '(masuk)', width: LAPTOP.width }, [
      `sign-in failed: ${(e as Error).message.split('\n')[0]}`,
      ...w.take(),
    ]);
  } finally {
    await context.close();
  }
  return screens;
}

export const SWEEP_CHECKS: Check[] = [
  {
    name: 'sapuan: setiap peran demo membuka setiap entri menunya pada 1366 dan 390 px tanpa cacat',
    // A fresh copy of the demo data: earlier checks add and change rows.
    ownServer: true,
    async run({ page, url }) {
      const browser = page.context().browser()!;
      const t = new Timer();
      const lines: string[] = [];
      const fail = (s: Screen, problems: string[]) => {
        const line = `${s.role} | ${s.entry} | ${s.width} | ${problems.join(' ; ')}`;
        lines.push(line);
        console.log(`  ✗ ${line}`);
      };
      // SWEEP_ROLES=pemda,opd: only these roles (while working on their screens).
      const roles = process.env.SWEEP_ROLES?.split(',') ?? ROLES;
      const queue = [...roles];
      // Two sign-ins at a time: while one waits for the server or the browser, the other is
      // checked (one at a time took half again as long on this 2-core machine).
      const workers = Number(process.env.SWEEP_WORKERS ?? 2);
      const axeMemo = new Map<string, string[]>();
      const counts = await Promise.all(
        Array.from({ length: workers }, async () => {
          let n = 0;
          for (let role = queue.shift(); role; role = queue.shift())
            n += await sweepRole(browser, url, role, t, axeMemo, fail);
          return n;
        }),
      );
      const screens = counts.reduce((a, b) => a + b, 0);
      writeFileSync(REPORT, lines.sort().join('\n') + (lines.length ? '\n' : ''));
      // The whole page once per sign-in and width, then each distinct screen part once.
      const axeRuns = axeMemo.size + 2 * roles.length;
      console.log(
        `  sweep: ${screens} screens, ${lines.length} failing, ${axeRuns} axe runs; ${t.summary()}`,
      );
      if (lines.length)
        throw new Error(`${lines.length} of ${screens} screens fail the sweep (${REPORT})`);
    },
  },
];
