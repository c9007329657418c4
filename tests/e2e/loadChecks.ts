import type { CDPSession, Page } from 'playwright-core';
// @ts-expect-error plain JavaScript module shared with the size-budget test
import { BUDGETS_KB, initialFiles, readManifest, STAGES } from '../../scripts/bundleSize.mjs';
import type { Check } from './checks';
import { fillLogin } from './checks';
import { expect } from './expect';

/** Bytes on the wire (compressed, headers included) of every script the page downloads. */
async function scriptBytes(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, { url: string; encoding?: string; bytes: number }>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    const h = e.response.headers as Record<string, string>;
    scripts.set(e.requestId, {
      url: e.response.url,
      encoding: h['content-encoding'] ?? h['Content-Encoding'],
      bytes: 0,
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const s = scripts.get(e.requestId);
    if (s) s.bytes = e.encodedDataLength;
  });
  return {
    take() {
      const list = [...scripts.values()];
      scripts.clear();
      return list;
    },
  };
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/**
 * The files only the summary's lazy chart loads, read from the build's manifest: the chart's chunk
 * and what it imports (recharts is a chunk of its own, shared with the other dashboards' and the
 * reports' charts), less what the console and the summary page load anyway.
 */
function chartOnlyFiles(): Set<string> {
  const manifest = readManifest('dist');
  const base = (files: string[]) => files.map((f) => f.replace(/^.*\//, ''));
  const loaded = new Set(
    base(initialFiles(manifest, [...STAGES.console, 'src/pages/summary/SummaryPage.tsx'])),
  );
  return new Set(
    base(initialFiles(manifest, ['src/shared/PerYearChart.tsx'])).filter((f) => !loaded.has(f)),
  );
}

export const LOAD_CHECKS: Check[] = [
  {
    name: 'halaman masuk dan dashboard pertama memuat JS terkompresi dalam anggaran',
    async run({ page, url, shot }) {
      const net = await scriptBytes(page);
      await page.goto(`${url}/login`);
      await expect(page.getByLabel('Nama Pengguna')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const login = net.take();
      for (const s of login) {
        if (s.encoding !== 'br') throw new Error(`${s.url} sent as ${s.encoding ?? 'identity'}`);
      }
      const loginKb = kb(login.reduce((n, s) => n + s.bytes, 0));
      console.log(`  login: ${loginKb} KB of JavaScript (${login.length} files, brotli)`);
      if (loginKb > BUDGETS_KB.login)
        throw new Error(`login page: ${loginKb} KB > ${BUDGETS_KB.login} KB`);
      if (login.some((s) => /AdminApp/.test(s.url)))
        throw new Error('the login page loaded the console');

      await fillLogin(page, 'superadmin');
      await expect(page.getByText('Total Inovasi')).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The chart (recharts) loads lazily after the dashboard has painted.
      const chart = chartOnlyFiles();
      const after = net.take().filter((s) => !chart.has(s.url.replace(/^.*\//, '')));
      const consoleKb =
        Math.round((kb(after.reduce((n, s) => n + s.bytes, 0)) + loginKb) * 10) / 10;
      console.log(`  console: ${consoleKb} KB up to the first dashboard`);
      if (consoleKb > BUDGETS_KB.console) {
        // Which files, largest first: the ones to make lazy again.
        for (const s of [...after].sort((a, b) => b.bytes - a.bytes))
          console.log(`    ${kb(s.bytes)} KB ${s.url.replace(/^.*\//, '')}`);
        throw new Error(`first dashboard: ${consoleKb} KB > ${BUDGETS_KB.console} KB`);
      }
      await shot('first-dashboard');
    },
  },
];
