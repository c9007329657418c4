import { apiFetch, type QueryValue } from './httpClient';

/** One row of GET /ranking-index. */
export interface RankingRow {
  profil_id: number;
  nama_daerah: string;
  spd: number;
  sid: number;
  jumlah_inovasi: number;
  skor_total: number;
  indeks: number;
  predikat: string | null;
  rank: number | null;
  iga: boolean;
}

/** One row of GET /rekap-akhir. */
export interface RekapRow {
  profil_id: number;
  nama_daerah: string;
  jumlah_inovasi: number;
  indeks_mandiri: number;
  indeks_verifikasi: number | null;
  predikat: string | null;
  iga: boolean;
}

/** GET /indeks/{profilId}: "why this score". */
export interface Breakdown {
  tahun: number;
  profil_id: number;
  spd: number;
  sid: number;
  jumlah_inovasi: number;
  skor_jumlah_inovasi: number;
  skor_total: number;
  indeks: number;
  predikat: string | null;
  verifikasi: { spd: number; sid: number; skor_total: number; indeks: number };
  metode: {
    versi: string;
    pembagi_minimum: number;
    koefisien_jumlah: number;
    batas_jumlah: number;
    maks_skor_jumlah: number;
    skor_maksimum: number;
  };
  klaster: { id: number; nama: string } | null;
  kelompok: {
    group_id: number;
    skor: number;
    rata_nasional: number;
    rata_klaster: number | null;
  }[];
  indikator: {
    indikator_id: number;
    no_urut: number;
    subs: string | null;
    nama: string;
    group_id: number | null;
    skor: number;
    skor_verifikasi: number | null;
    catatan: string | null;
  }[];
  inovasi: {
    id: number;
    nama: string;
    skor: number;
    skor_verifikasi: number | null;
    dihitung: boolean;
    alasan: string | null;
  }[];
}

export interface Page<T> {
  data: T[];
  total: number;
}

/** The index engine's calls (issue 10). */
export const indeksApi = {
  async ranking(query: Record<string, QueryValue>): Promise<Page<RankingRow>> {
    const body = await apiFetch<RankingRow[]>('/ranking-index', { query });
    return { data: body.data, total: body.total ?? 0 };
  },
  async rekap(query: Record<string, QueryValue>): Promise<Page<RekapRow>> {
    const body = await apiFetch<RekapRow[]>('/rekap-akhir', { query });
    return { data: body.data, total: body.total ?? 0 };
  },
  async breakdown(profilId: number, tahun?: number): Promise<Breakdown> {
    return (await apiFetch<Breakdown>(`/indeks/${profilId}`, { query: { tahun } })).data;
  },
  async toggleIga(profilId: number): Promise<{ message: string; iga: boolean }> {
    const body = await apiFetch<{ iga: boolean }>(`/ranking-index/${profilId}/flag`);
    return { message: body.message ?? '', iga: body.data.iga };
  },
  async recount(tahun: number): Promise<string> {
    const body = await apiFetch<{ jumlah: number }>('/indeks/hitung-ulang', {
      method: 'POST',
      query: { tahun },
    });
    return body.message ?? '';
  },
};

export type IndeksApi = typeof indeksApi;
