import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURE_ORDER } from './featureOrder';

/**
 * docs/architecture.md opens with the feature map (issue 36 item 1): every folder of
 * server/features is a row of it, with its pages under src/pages and its domain files, and every
 * module of the feature (routes, services, hooks, schemas) is named in the feature's block. A feature or a
 * module added without its line fails this test; so does a map row naming a page folder or a
 * domain file that does not exist.
 */
const doc = readFileSync('docs/architecture.md', 'utf8');
const FEATURES = 'server/features';

const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

const modules = (feature: string) =>
  ['routes', 'services', 'hooks', 'schemas'].flatMap((kind) => {
    const dir = `${FEATURES}/${feature}/${kind}`;
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, '').split('/').pop()!);
  });

/** The feature map: the table before the first heading after the title. */
const mapRows = doc
  .split('\n')
  .filter((l) => /^\|\s*`[a-zA-Z]+`\s*\|/.test(l))
  .map((l) => l.split('|').map((c) => c.trim()));

/** The text of the block that starts with `  <feature>/` under `features/`, up to the next. */
function block(feature: string): string {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`  ${feature}/`));
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && /^ {0,2}\S/.test(l));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe('docs/architecture.md', () => {
  it('opens with a feature map naming every folder of server/features once', () => {
    const mapped = mapRows.map((r) => names(r[1]!)[0]);
    expect(mapped.slice().sort()).toEqual(features.slice().sort());
    // The map is the page's first section.
    expect(doc.indexOf('\n## ')).toBe(doc.indexOf('\n## Feature map'));
  });

  it('lists the features in layer order, lowest first, as the layers test holds them', () => {
    expect(mapRows.map((r) => names(r[1]!)[0])).toEqual([...FEATURE_ORDER]);
  });

  it("names each feature's page folders and domain files as they exist", () => {
    const missing = mapRows.flatMap((r) => [
      ...names(r[3]!)
        .filter((p) => !existsSync(`src/pages/${p}`))
        .map((p) => `src/pages/${p}`),
      ...names(r[4]!)
        .filter((d) => !existsSync(`domain/${d}.ts`))
        .map((d) => `domain/${d}.ts`),
    ]);
    expect(missing).toEqual([]);
  });

  it.each(features)('names every module of server/features/%s in its block', (feature) => {
    const text = block(feature);
    expect(text).not.toBe('');
    const missing = modules(feature).filter(
      (name) => !new RegExp(`(^|[^A-Za-z])${name}([^A-Za-z]|$)`).test(text),
    );
    expect(missing).toEqual([]);
  });
});
