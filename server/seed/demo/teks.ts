import teks from '../data/demo-teks.json' with { type: 'json' };
import type { Rng } from '../prng';

export interface Konteks {
  nama: string;
  daerah: string;
  opd: string;
  urusan: string;
  sasaran: string;
  tahun: number;
}

const fill = (tpl: string, k: Konteks, n = 0): string =>
  tpl.replace(/\{(\w+)\}/g, (_, key: string) =>
    key === 'n'
      ? String(n)
      : key === 'tahun'
        ? String(k.tahun)
        : String(k[key as keyof Konteks] ?? ''),
  );

const groups = teks.latar_belakang as unknown as [number, string[]][];

/**
 * Design text ("rancang bangun") from sentence templates: background, problem, causes, idea,
 * inputs, process, outputs, changes, outlook. The full text runs 330-420 words (the form asks for
 * at least 300); a draft uses one sentence of the first groups only and stays well below.
 */
export function latarBelakang(rng: Rng, k: Konteks, lengkap: boolean): string {
  const used = lengkap ? groups : groups.slice(0, 4);
  const parts = used.map(([n, sentences]) =>
    rng
      .sample(sentences, lengkap ? n : 1)
      .map((s) => fill(s, k))
      .join(' '),
  );
  if (!lengkap) return parts.join(' ');
  // Three paragraphs: context and problem; idea, inputs and process; results and outlook.
  return [parts.slice(0, 3), parts.slice(3, 6), parts.slice(6)]
    .map((p) => p.join(' '))
    .join('\n\n');
}

export function tujuan(rng: Rng, k: Konteks): string {
  return rng
    .sample(teks.tujuan, 2)
    .map((s) => fill(s, k))
    .join(' ');
}

export function manfaat(rng: Rng, k: Konteks): string {
  return rng
    .sample(teks.manfaat, 3)
    .map((s, i) => `${i + 1}. ${fill(s, k)}`)
    .join('\n');
}

export function hasil(rng: Rng, k: Konteks): string {
  const rows = teks.hasil as unknown as [string, number, number][];
  return rng
    .sample(rows, 2)
    .map(([s, min, max]) => fill(s, k, rng.int(min, max)))
    .join(' ');
}
