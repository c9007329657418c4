import { apiFetch, type QueryValue } from './httpClient';

/** One row of GET /daerah-binaan. */
export interface DaerahBinaanRow {
  id: number;
  nama: string;
  tahun: number;
  inovasi_status: number;
  status_dokumen: number;
  kelengkapan: number;
  created_at: string;
  profil_id: number;
  nama_daerah: string;
  nama_opd: string | null;
  status_nomor: number | null;
}

/** The daerah-binaan screen's and the summary's calls (spec 7 "Regional and innovation calls"). */
export const daerahBinaanApi = {
  async daerahBinaanList(
    query: Record<string, QueryValue>,
  ): Promise<{ data: DaerahBinaanRow[]; total: number }> {
    const body = await apiFetch<DaerahBinaanRow[]>('/daerah-binaan', { query });
    return { data: body.data, total: body.total ?? 0 };
  },
  async kabkota(profilId: number): Promise<{ id: number; nama: string }[]> {
    return (await apiFetch<{ id: number; nama: string }[]>(`/propinsi/${profilId}/kabkota`)).data;
  },
  async rekapInovasi(
    profilId: number,
    tahun?: number,
  ): Promise<{ inisiatif: number; ujicoba: number; implementasi: number }> {
    return (
      await apiFetch<{ inisiatif: number; ujicoba: number; implementasi: number }>(
        `/inovasi/${profilId}/rekap`,
        { query: { tahun } },
      )
    ).data;
  },
};

export type DaerahBinaanApi = typeof daerahBinaanApi;
