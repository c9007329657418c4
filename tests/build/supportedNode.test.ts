import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21 item 16: the portal runs on the maintained Node LTS lines, 22 and 24, and `npm ci`
 * warns about no package there. npm warns when a package's `engines.node` does not admit the
 * running node, so: our range admits the first release of each supported line and no
 * unmaintained one, and every package the lock file installs admits those first releases too.
 * (Optional packages are left out: npm skips one that does not fit, silently.)
 */
const ROOT = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));

/** The first release of each supported line that our range admits (README, decisions). */
const SUPPORTED_FLOORS = ['22.13.0', '24.0.0'];
/** Lines past their end of life, or never LTS. */
const UNSUPPORTED = ['18.20.8', '20.19.0', '20.20.2', '21.7.3', '23.11.1'];

type Version = [number, number, number];

/** `22`, `22.13`, `v22.13.0`, `10.*`, `12.x`: the version, and how many parts were given. */
function parseVersion(text: string): { v: Version; parts: number } {
  const m = /^v?(\d+)(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?$/.exec(text);
  if (!m) throw new Error(`cannot read version "${text}"`);
  const given = [m[1], m[2], m[3]].filter((p) => p !== undefined && p !== 'x' && p !== '*');
  const [major = 0, minor = 0, patch = 0] = given.map(Number);
  return { v: [major, minor, patch], parts: given.length };
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator of an npm range (`>=20.19.0`, `^22.13`, `~1.2.3`, `10.*`, `*`). */
function admits(comparator: string, version: Version): boolean {
  if (comparator === '*' || comparator === '') return true;
  const [, op = '', rest = ''] = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(comparator)!;
  const { v, parts } = parseVersion(rest);
  const c = compare(version, v);
  const below = (bound: Version) => compare(version, bound) < 0;
  switch (op) {
    case '>=':
      return c >= 0;
    case '>':
      return parts === 3 ? c > 0 : !below(next(v, parts));
    case '<':
      return c < 0;
    case '<=':
      return parts === 3 ? c <= 0 : below(next(v, parts));
    case '^':
      if (v[0] === 0) throw new Error(`^0 ranges are not expected here: ${comparator}`);
      return c >= 0 && below([v[0] + 1, 0, 0]);
    case '~':
      return c >= 0 && below(parts === 1 ? [v[0] + 1, 0, 0] : [v[0], v[1] + 1, 0]);
    default: // `=1.2.3`, `1.2.3`, `10.*`, `6`
      return parts === 3 ? c === 0 : c >= 0 && below(next(v, parts));
  }
}

/** The first version after an x-range (`10` -> 11.0.0, `10.2` -> 10.3.0). */
const next = (v: Version, parts: number): Version =>
  parts === 1 ? [v[0] + 1, 0, 0] : [v[0], v[1] + 1, 0];

/** Whether an npm range (`a b || c`) admits a version. */
function satisfies(range: string, version: string): boolean {
  const { v } = parseVersion(version);
  return range.split('||').some((set) =>
    set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => admits(comparator, v)),
  );
}

describe('the range reader', () => {
  it.each([
    ['>=22.12.0', '22.13.0', true],
    ['>=22.12.0', '20.20.2', false],
    ['^22.20 || ^24.12 || >=25', '24.0.0', false],
    ['^22.20 || ^24.12 || >=25', '25.1.0', true],
    ['>=23.5.0 || ^22.13.0 || ^20.17.0', '22.12.0', false],
    ['6.* || 8.* || >= 10.*', '9.0.0', false],
    ['6.* || 8.* || >= 10.*', '24.0.0', true],
    ['>=v12.22.7', '22.13.0', true],
    ['~1.2.3', '1.3.0', false],
  ])('%s admits %s: %s', (range, version, expected) => {
    expect(satisfies(range, version)).toBe(expected);
  });
});

describe('supported Node versions (issue 21 item 16)', () => {
  it('package.json admits Node 22 and 24 and no unmaintained line', () => {
    const range: string = pkg.engines.node;
    for (const version of SUPPORTED_FLOORS) expect(satisfies(range, version), version).toBe(true);
    for (const version of UNSUPPORTED) expect(satisfies(range, version), version).toBe(false);
  });

  it('every package npm ci installs runs on the first release of each supported line', () => {
    const misfits = Object.entries(
      lock.packages as Record<string, { optional?: boolean; engines?: { node?: string } }>,
    ).flatMap(([path, entry]) => {
      const range = entry.engines?.node;
      if (path === '' || entry.optional || !range) return [];
      const refused = SUPPORTED_FLOORS.filter((version) => !satisfies(range, version));
      return refused.length ? [`${path} (${range}) refuses ${refused.join(', ')}`] : [];
    });
    expect(misfits).toEqual([]);
  });
});
