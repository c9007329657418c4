import type { InferResponseType } from 'hono/client';
import { answer, api, queryOf } from './api';
import type { DAERAH_BINAAN_ORDER } from '../../domain/daerahBinaan';

/** One row of GET /daerah-binaan, as the server declares it. */
export type DaerahBinaanRow = InferResponseType<
  (typeof api)['daerah-binaan']['$get'],
  200
>['data'][number];

/** The list's filter (docs/api.md "daerah-binaan"). */
export interface DaerahBinaanQuery {
  tahun?: number;
  pemda_id?: string | number;
  search?: string;
  inovasi_status?: number;
  orderBy?: (typeof DAERAH_BINAAN_ORDER)[number];
  orderDirection?: 'asc' | 'desc';
  page?: number;
  per_page?: number;
}

/** The daerah-binaan screen's and the summary's calls (spec 7 "Regional and innovation calls"). */
export const daerahBinaanApi = {
  async daerahBinaanList(query: DaerahBinaanQuery) {
    const { data, total } = await answer(api['daerah-binaan'].$get({ query: queryOf(query) }));
    return { data, total };
  },
  async kabkota(profilId: number) {
    const param = { profilId: String(profilId) };
    return (await answer(api.propinsi[':profilId'].kabkota.$get({ param }))).data;
  },
  async rekapInovasi(profilId: number, tahun?: number) {
    const param = { profilId: String(profilId) };
    const query = queryOf({ tahun });
    return (await answer(api.inovasi[':profilId'].rekap.$get({ param, query }))).data;
  },
};

export type DaerahBinaanApi = typeof daerahBinaanApi;
