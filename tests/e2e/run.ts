// Browser test: the real server and the built front end in Debian's chromium, driven by
// playwright-core. Prints one line per check and closes with "N passed, N failed".
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureBuilt, startServer, type RunningServer } from './server';
import { ACCOUNT_CHECKS } from './accountChecks';
import { AWARD_CHECKS } from './awardChecks';
import { CHECKS } from './checks';
import { CONSOLE_CHECKS } from './consoleChecks';
import { FILE_CHECKS } from './fileChecks';
import { FIT_CHECKS } from './fitChecks';
import { FORM_CHECKS } from './formChecks';
import { INDEKS_CHECKS } from './indeksChecks';
import { INOVASI_CHECKS } from './inovasiChecks';
import { ISSUE27_CHECKS } from './issue27Checks';
import { LAPORAN_CHECKS } from './laporanChecks';
import { LOAD_CHECKS } from './loadChecks';
import { MOBILE_CHECKS } from './mobileChecks';
import { PORTAL_CHECKS } from './portalChecks';
import { PROFILE_CHECKS } from './profileChecks';
import { PUBLIC_CHECKS } from './publicChecks';
import { REVIEW_CHECKS } from './reviewChecks';
import { SWEEP_CHECKS } from './sweepChecks';
import { UPLOAD_CHECKS } from './uploadChecks';
import { ROLE_CHECKS } from './roleChecks';
import { YEAR_CHECKS } from './yearChecks';

const SHOTS = 'test-results/e2e';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function main() {
  mkdirSync(SHOTS, { recursive: true });
  ensureBuilt();
  // The shared server starts with the first check that needs it.
  let shared: Promise<RunningServer> | null = null;
  let browser: Browser | null = null;
  let passed = 0;
  let failed = 0;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    // E2E_ONLY=<regex>: only the checks whose name matches it.
    const only = process.env.E2E_ONLY;
    for (const check of [
      ...LOAD_CHECKS,
      ...CHECKS,
      ...CONSOLE_CHECKS,
      ...FILE_CHECKS,
      ...UPLOAD_CHECKS,
      ...MOBILE_CHECKS,
      ...FIT_CHECKS,
      ...PROFILE_CHECKS,
      ...REVIEW_CHECKS,
      ...FORM_CHECKS,
      ...ISSUE27_CHECKS,
      ...INOVASI_CHECKS,
      ...INDEKS_CHECKS,
      ...LAPORAN_CHECKS,
      ...PORTAL_CHECKS,
      ...PUBLIC_CHECKS,
      ...AWARD_CHECKS,
      ...ROLE_CHECKS,
      // A whole year on a server of its own (issue 35 item 6).
      ...YEAR_CHECKS,
      // Every role's every sidebar entry at 1366 and 390 px, on a server of its own (issue 37).
      ...SWEEP_CHECKS,
      // Last: these change the admin and viewer passwords.
      ...ACCOUNT_CHECKS,
    ]) {
      if (only && !new RegExp(only).test(check.name)) continue;
      const context = await browser.newContext(
        check.context ?? { viewport: { width: 1366, height: 850 }, locale: 'id-ID' },
      );
      const page: Page = await context.newPage();
      page.setDefaultTimeout(15_000);
      const started = Date.now();
      let own: RunningServer | null = null;
      try {
        if (check.ownServer) own = await startServer();
        else shared ??= startServer();
        const server = own ?? (await shared!);
        await check.run({
          page,
          url: server.url,
          shot: (name, on = page) =>
            on.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true }),
        });
        passed++;
        console.log(`✓ ${check.name} (${Date.now() - started} ms)`);
      } catch (e) {
        failed++;
        console.log(
          `✗ ${check.name} (${Date.now() - started} ms)\n  ${(e as Error).message.split('\n').slice(0, 20).join('\n  ')}`,
        );
        await page
          .screenshot({
            path: `${SHOTS}/FAILED-${check.name.replace(/\W+/g, '_')}.png`,
            fullPage: true,
          })
          .catch(() => {});
      }
      await context.close();
      await own?.stop();
    }
  } finally {
    await browser?.close();
    await shared?.then(
      (s) => s.stop(),
      () => {},
    );
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

void main().catch((e) => {
  console.error(e);
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
