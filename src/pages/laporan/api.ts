import type { InferRequestType, InferResponseType } from 'hono/client';
import { answer, api } from '../../providers/api';

/** The average-index reports: one API route over its `jenis` (`/indeks/average/{jenis}`). */
const average = api.indeks.average[':jenis'].$get;
export type AverageKind = InferRequestType<typeof average>['param']['jenis'];

export type AverageAnswer = InferResponseType<typeof average, 200>;
export type AverageRow = AverageAnswer['data'][number];

export interface AverageQuery {
  tahun: number;
  sumber: string;
  tab: string;
  iga_klaster_id: string;
  propinsi_id: string;
  search: string;
  sort?: string;
  dir?: string;
  page: number;
  per_page: number;
}

/** One page of an average-index report with its summary. */
export function fetchAverage(jenis: AverageKind, q: AverageQuery): Promise<AverageAnswer> {
  const query = {
    tahun: String(q.tahun),
    sumber: q.sumber,
    tab: q.tab || undefined,
    iga_klaster_id: q.iga_klaster_id || undefined,
    propinsi_id: q.propinsi_id || undefined,
    search: q.search || undefined,
    sort: q.sort,
    dir: q.dir,
    page: String(q.page),
    per_page: String(q.per_page),
  };
  return answer(average({ param: { jenis }, query }));
}

const RECAPS = {
  jenis: api.laporan.rekap.jenis.$get,
  bentuk: api.laporan.rekap.bentuk.$get,
  urusan: api.laporan.rekap.urusan.$get,
  inisiator: api.laporan.rekap.inisiator.$get,
} as const;
export type RecapKind = keyof typeof RECAPS;
export type RecapAnswer = InferResponseType<typeof RECAPS.jenis, 200>;
export type RecapRow = RecapAnswer['data'][number];

/** A recap of the year's innovations (all regions), of one predicate tab ('' = all). */
export function fetchRecap(kind: RecapKind, tahun: number, tab: string): Promise<RecapAnswer> {
  return answer(RECAPS[kind]({ query: { tahun: String(tahun), tab: tab || undefined } }));
}

export type AnalisisAnswer = InferResponseType<typeof api.laporan.analisis.$get, 200>;
export type Analisis = AnalisisAnswer['data'];

/** The analysis of a year: self against verified (issue 24 item 4), of one predicate tab. */
export function fetchAnalisis(tahun: number, tab: string): Promise<AnalisisAnswer> {
  return answer(
    api.laporan.analisis.$get({ query: { tahun: String(tahun), tab: tab || undefined } }),
  );
}
