import { chromium } from 'playwright-core';
const url = 'http://localhost:3177';
const [user, path, name, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width ?? 1366), height: 850 }, locale: 'id-ID' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(`${url}/login`);
await page.getByLabel('Nama Pengguna').fill(user!);
await page.getByLabel('Kata Sandi', { exact: true }).fill('Demo#2026');
await page.getByRole('button', { name: 'Masuk' }).click();
await page.waitForURL(/dashboard/);
await page.goto(`${url}${path}`);
await page.waitForTimeout(2500);
for (const step of (process.env.CLICKS ?? '').split('|').filter(Boolean)) {
  await page.getByText(step, { exact: true }).first().click();
  await page.waitForTimeout(1500);
}
await page.screenshot({ path: `/tmp/wt7b-shots/${name}.png`, fullPage: true });
await browser.close();
