/**
 * Provinces and regencies/cities from the npm package idn-area-data (read at seed time).
 *
 * Data © Fityan Ali Nugroho and contributors, made available under the Open Database License
 * (ODbL) v1.0; the package code is MIT. See ./data/ATTRIBUTION.md.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface Province {
  code: string;
  name: string;
}
export interface Regency {
  code: string;
  provinceCode: string;
  name: string;
}

function dataDir(): string {
  // The package has no "exports" map, so its package.json resolves directly.
  const pkg = createRequire(import.meta.url).resolve('idn-area-data/package.json');
  return join(dirname(pkg), 'data');
}

/** The CSVs are plain `a,b,c` rows without quoting (names contain no commas). */
function readCsv(file: string): string[][] {
  const text = readFileSync(join(dataDir(), file), 'utf8');
  const [header, ...lines] = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (!header) throw new Error(`idn-area-data: ${file} kosong`);
  return lines.map((l) => l.split(',').map((v) => v.trim()));
}

export function readProvinces(): Province[] {
  return readCsv('provinces.csv').map(([code = '', name = '']) => ({ code, name }));
}

export function readRegencies(): Regency[] {
  return readCsv('regencies.csv').map(([code = '', provinceCode = '', name = '']) => ({
    code,
    provinceCode,
    name,
  }));
}
