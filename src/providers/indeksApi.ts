import type { InferResponseType } from 'hono/client';
import { answer, api, queryOf } from './api';

type Ranking = InferResponseType<(typeof api)['ranking-index']['$get'], 200>;
type Rekap = InferResponseType<(typeof api)['rekap-akhir']['$get'], 200>;

/** One row of GET /ranking-index, as the server declares it. */
export type RankingRow = Ranking['data'][number];
/** One row of GET /rekap-akhir. */
export type RekapRow = Rekap['data'][number];
/** GET /indeks/{profilId}: "why this score". */
export type Breakdown = InferResponseType<(typeof api.indeks)[':profilId']['$get'], 200>['data'];

/** One year of GET /recount: stored results and the last recount. */
export type RecountYear = InferResponseType<(typeof api)['recount']['$get'], 200>['data'][number];

export interface Page<T> {
  data: T[];
  total: number;
}

/** The ranking's and the recap's filter: year, award cluster, search, page. */
export interface IndexQuery {
  tahun?: number;
  iga_klaster_id?: string;
  search?: string;
  page?: number;
  per_page?: number;
}

/** The index engine's calls (issue 10). */
export const indeksApi = {
  async ranking(query: IndexQuery): Promise<Page<RankingRow>> {
    const { data, total } = await answer(api['ranking-index'].$get({ query: queryOf(query) }));
    return { data, total };
  },
  async rekap(query: IndexQuery): Promise<Page<RekapRow>> {
    const { data, total } = await answer(api['rekap-akhir'].$get({ query: queryOf(query) }));
    return { data, total };
  },
  async breakdown(profilId: number, tahun?: number): Promise<Breakdown> {
    const param = { profilId: String(profilId) };
    return (await answer(api.indeks[':profilId'].$get({ param, query: queryOf({ tahun }) }))).data;
  },
  async toggleIga(profilId: number, tahun?: number): Promise<{ message: string; iga: boolean }> {
    const param = { profilId: String(profilId) };
    const query = queryOf({ tahun });
    const body = await answer(api['ranking-index'][':profilId'].flag.$get({ param, query }));
    return { message: body.message, iga: body.data.iga };
  },
  async recountYears(): Promise<RecountYear[]> {
    return (await answer(api.recount.$get())).data;
  },
  async recount(tahun: number): Promise<string> {
    const query = queryOf({ tahun });
    return (await answer(api.indeks['hitung-ulang'].$post({ query }))).message;
  },
};

export type IndeksApi = typeof indeksApi;
