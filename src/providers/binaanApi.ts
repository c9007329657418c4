import { apiFetch, type QueryValue } from './httpClient';

/** One row of GET /daerah-binaan. */
export interface BinaanRow {
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

/** The provincial view's and the summary's calls (spec 7 "Regional and innovation calls"). */
export const binaanApi = {
  async binaanList(
    query: Record<string, QueryValue>,
  ): Promise<{ data: BinaanRow[]; total: number }> {
    const body = await apiFetch<BinaanRow[]>('/daerah-binaan', { query });
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

export type BinaanApi = typeof binaanApi;
