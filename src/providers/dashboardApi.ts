import type { InferResponseType } from 'hono/client';
import { answer, api } from './api';

/**
 * The statistics dashboards (issue 23 items 3-7), typed from the server's declarations of
 * GET /api/dashboard/{screen}?tahun=.
 */
const d = api.dashboard;

export type QcFigures = InferResponseType<typeof d.qc.$get, 200>['data'];
export type IgaFigures = InferResponseType<typeof d.iga.$get, 200>['data'];
export type StatistikInovasiFigures = InferResponseType<
  (typeof d)['statistik-inovasi']['$get'],
  200
>['data'];
export type StatistikDaerahFigures = InferResponseType<
  (typeof d)['statistik-daerah']['$get'],
  200
>['data'];
export type PerIndikatorFigures = InferResponseType<
  (typeof d)['per-indikator']['$get'],
  200
>['data'];

export type DiklatFigures = InferResponseType<typeof d.diklat.$get, 200>['data'];

const query = (tahun: number) => ({ query: { tahun: String(tahun) } });

export const dashboardApi = {
  qc: async (tahun: number) => (await answer(d.qc.$get(query(tahun)))).data,
  iga: async (tahun: number) => (await answer(d.iga.$get(query(tahun)))).data,
  statistikInovasi: async (tahun: number) =>
    (await answer(d['statistik-inovasi'].$get(query(tahun)))).data,
  statistikDaerah: async (tahun: number) =>
    (await answer(d['statistik-daerah'].$get(query(tahun)))).data,
  perIndikator: async (tahun: number) => (await answer(d['per-indikator'].$get(query(tahun)))).data,
  diklat: async (tahun: number) => (await answer(d.diklat.$get(query(tahun)))).data,
};
