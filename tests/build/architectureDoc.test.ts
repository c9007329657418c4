import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md names every route module and every service (issue 22 item 8): a file
 * added under server/routes or server/services without a line there fails this test.
 */
const doc = readFileSync('docs/architecture.md', 'utf8');

/** The text of the block that starts with `  <name>/` in the tree, up to the next entry. */
function block(name: string): string {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`  ${name}/`));
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && /^ {2}\S/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

const modules = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => f.replace(/\.ts$/, ''));

describe('docs/architecture.md', () => {
  for (const dir of ['routes', 'services']) {
    it(`names every module of server/${dir}`, () => {
      const text = block(dir);
      expect(text).not.toBe('');
      const missing = modules(`server/${dir}`).filter(
        (name) => !new RegExp(`(^|[^A-Za-z])${name}([^A-Za-z]|$)`).test(text),
      );
      expect(missing).toEqual([]);
    });
  }
});
