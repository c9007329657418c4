/** What a summary counter counts: the query of GET /api/summary/inovasi and of its page. */
export interface DrillFilter {
  tahun?: number;
  semua_tahun?: boolean;
  profil_id?: number;
  verified?: boolean;
  tahapan?: 'inisiatif' | 'ujicoba' | 'penerapan';
  status?: 'draf' | 'dikirim' | 'terverifikasi' | 'ditolak' | 'diterima' | 'ditolak_qc';
  tema?: number;
  klaster?: number;
}

/** The page a counter opens: the list behind it, with the counter's filter in the address. */
export const DRILL_PAGE = 'summary-inovasi';

/** The query string of a filter (flags as 1, absent values left out). */
export function drillQuery(f: DrillFilter): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === false) continue;
    out[k] = v === true ? '1' : String(v);
  }
  return out;
}

export const drillPath = (f: DrillFilter) =>
  `/dashboard/${DRILL_PAGE}?${new URLSearchParams(drillQuery(f)).toString()}`;

/** The filter of the page's address (what drillQuery wrote). */
export function drillFilter(params: URLSearchParams): Record<string, string> {
  const keys = [
    'tahun',
    'semua_tahun',
    'profil_id',
    'verified',
    'tahapan',
    'status',
    'tema',
    'klaster',
  ];
  return Object.fromEntries(keys.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
}
