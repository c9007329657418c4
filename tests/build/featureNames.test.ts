import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A feature keeps one name across src/pages, server/routes, server/services, domain, i18n and
 * the tests (issue 22 item 6), so that finding its code is one search. Each entry gives the
 * name (camelCase; its other spellings follow) and the aliases it retired.
 */
const FEATURES = [{ name: 'daerahBinaan', retired: ['provincialView', 'binaan'] }];

const ROOT = join(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'domain', 'resources', 'i18n', 'tests', 'mocks'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** daerahBinaan -> daerahBinaan, DaerahBinaan, DAERAH_BINAAN, daerah_binaan, daerah-binaan, or
 * the words "daerah binaan" in a sentence. */
const spellings = (name: string) => {
  const words = name.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  return new RegExp([words.join(''), ...['_', '-', ' '].map((s) => words.join(s))].join('|'), 'gi');
};

// This file names the retired aliases on purpose.
const files = FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f))).filter(
  (f) => f !== import.meta.filename,
);

describe.each(FEATURES)('the $name feature', ({ name, retired }) => {
  const own = spellings(name);
  const alias = new RegExp(retired.join('|'), 'i');

  it('has no file named by a retired alias', () => {
    const named = files.map((f) => relative(ROOT, f)).filter((f) => alias.test(f.replace(own, '')));
    expect(named).toEqual([]);
  });

  it('has no identifier, import, i18n key or query key spelled with a retired alias', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          (line.replace(own, '').match(/[\w$./-]+/g) ?? [])
            // A capitalised word is prose (test data such as "Binaan Satu"), not a name.
            .filter((word) => alias.test(word) && !/^[A-Z][a-z]+$/.test(word))
            .map((word) => `${relative(ROOT, file)}:${i + 1} ${word}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
