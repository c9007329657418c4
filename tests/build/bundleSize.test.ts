import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module shared with `npm start`
import { buildIfStale } from '../../scripts/buildIfStale.mjs';
// @ts-expect-error plain JavaScript module, also a command (`node scripts/bundleSize.mjs`)
import { BUDGETS_KB, initialFiles, measure, readManifest } from '../../scripts/bundleSize.mjs';

/**
 * The size budget of the first load, in bytes (never time): builds when dist/ is missing or older
 * than its sources, then sums the brotli files of the chunks each stage loads before it is usable
 * (Vite's manifest: the entry, the console chunk and their static imports).
 */
const ROOT = join(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
type Stage = { files: string[]; br: number; gzip: number };
let sizes: Record<'login' | 'console', Stage>;
let manifest: Record<string, { file: string; src?: string; name?: string }>;

beforeAll(() => {
  buildIfStale(ROOT, () => undefined);
  manifest = readManifest(DIST);
  sizes = measure(DIST);
}, 600_000);

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const fileOf = (src: string) => Object.values(manifest).find((c) => c.src === src)?.file;

describe('first-load size budget (brotli)', () => {
  it(`login, forgot and reset pages: at most ${BUDGETS_KB.login} KB before the form works`, () => {
    expect(kb(sizes.login.br)).toBeLessThanOrEqual(BUDGETS_KB.login);
  });

  it(`console: at most ${BUDGETS_KB.console} KB before the first dashboard paints`, () => {
    expect(kb(sizes.console.br)).toBeLessThanOrEqual(BUDGETS_KB.console);
  });

  it('the public pages load none of the console, and the console none of the lazy parts', () => {
    const adminApp = Object.values(manifest).find((c) => c.name === 'AdminApp')?.file;
    expect(adminApp).toBeDefined();
    expect(sizes.login.files).not.toContain(adminApp);
    expect(sizes.console.files).toContain(adminApp);
    // The react-admin console, the resource tables and the auth provider stay out of it.
    const consoleOnly = (initialFiles(manifest, ['src/AdminApp.tsx']) as string[]).filter(
      (f) => !sizes.login.files.includes(f),
    );
    expect(consoleOnly.length).toBeGreaterThan(0);
    const lazy = [
      'src/shared/PerYearChart.tsx', // charts (recharts)
      'src/admin/fields/RichTextEditor.tsx', // rich-text editor (ra-input-rich-text, tiptap)
      'src/admin/ResourceList.tsx', // lists and exports
      'src/admin/ResourceEdit.tsx',
      'src/pages/activity/ActivityLog.tsx', // hand-written pages
      'src/pages/outbox/OutboxPage.tsx',
      'domain/passwordEstimator.ts', // zxcvbn's dictionary, loaded when a password is checked
    ];
    for (const src of lazy) {
      const file = fileOf(src);
      expect(file, `${src} is a chunk of its own`).toBeDefined();
      expect(sizes.console.files, src).not.toContain(file);
    }
  });
});
