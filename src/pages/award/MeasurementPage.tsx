import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import type { Column, FilterField, ListSort } from '../../admin/dataTable/types';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import { getActiveYear } from '../../providers/session';
import { ProtectedDownload } from '../../shared/ProtectedLink';
import { fetchMeasurement, type MeasurementAnswer, type MeasurementRow } from './api';
import { score, useAwardFilters } from './shared';

interface Filter {
  tahun: number;
  klaster: string;
}

/** The value a column sorts by: a field, or `m:<group>` / `v:<group>` for a variable's points. */
function sortValue(row: MeasurementRow, by: string): number | string {
  const [kind, group] = by.split(':');
  if (group !== undefined) {
    const v = row.per_variabel.find((p) => String(p.group_id) === group);
    return kind === 'm' ? (v?.mandiri ?? 0) : (v?.verifikasi ?? 0);
  }
  const value = row[by as keyof MeasurementRow];
  return typeof value === 'number' ? value : String(value).toLowerCase();
}

function sorted(rows: readonly MeasurementRow[], sort: ListSort | null) {
  if (!sort) return [...rows];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sort.by);
    const y = sortValue(b, sort.by);
    return (x < y ? -1 : x > y ? 1 : 0) * sign || a.inovasi_id - b.inovasi_id;
  });
}

/**
 * pengukuran-inovasi (issue 25 item 7): every innovation of the nominees with its self and
 * verified points, QC decision and points per variable; every column sorts; Excel download.
 */
export function MeasurementPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const [meta, setMeta] = useState<MeasurementAnswer | null>(null);
  const table = useDataTable<MeasurementRow, Filter>({
    queryKey: ['award', 'pengukuran'],
    filter: { tahun: getActiveYear(), klaster: '' },
    sort: { by: 'skor_verifikasi', dir: 'desc' },
    fetch: async (params) => {
      const answer = await fetchMeasurement(params.filter.tahun, '');
      setMeta(answer);
      const q = params.search.toLowerCase();
      const found = sorted(answer.data, params.sort).filter(
        (r) => !q || r.nama.toLowerCase().includes(q) || r.pemda.toLowerCase().includes(q),
      );
      const start = params.page * params.perPage;
      return { data: found.slice(start, start + params.perPage), total: found.length };
    },
  });
  const { tahun } = table.params.filter;
  const [yearFilter, , search] = useAwardFilters();
  const filters = [yearFilter, search] as FilterField<Filter>[];
  const right = { align: 'right' as const };
  const columns: Column<MeasurementRow>[] = [
    {
      id: 'pemda',
      label: t('pengukuran.daerah'),
      render: (r) => r.pemda,
      sortBy: 'pemda',
    },
    {
      id: 'nama',
      label: t('pengukuran.inovasi'),
      render: (r) => r.nama,
      sortBy: 'nama',
      card: 'title',
      maxWidth: 260,
    },
    {
      id: 'status',
      label: t('pengukuran.status'),
      render: (r) => translate(`alur.status.${r.status}`),
      sortBy: 'status',
    },
    {
      id: 'qc',
      label: t('pengukuran.qc'),
      render: (r) => t(`pengukuran.keputusan.${r.qc}`),
      sortBy: 'qc',
    },
    {
      id: 'skor_mandiri',
      label: t('pengukuran.skor_mandiri'),
      render: (r) => score(r.skor_mandiri),
      sortBy: 'skor_mandiri',
      ...right,
    },
    {
      id: 'skor_verifikasi',
      label: t('pengukuran.skor_verifikasi'),
      render: (r) => score(r.skor_verifikasi),
      sortBy: 'skor_verifikasi',
      ...right,
    },
    // One column per variable, "self / verified" (two per variable would not fit a laptop's
    // width); it sorts by the verified points.
    ...(meta?.variabel ?? []).map((v, i) => ({
      id: `v:${v.group_id}`,
      label: v.nama,
      render: (r: MeasurementRow) => {
        const p = r.per_variabel[i];
        return `${score(p?.mandiri)} / ${score(p?.verifikasi)}`;
      },
      sortBy: `v:${v.group_id}`,
      maxWidth: 110,
      ...right,
    })),
  ];
  return (
    <DataTablePage
      table={table}
      title={t('screens.pengukuran-inovasi')}
      intro={t('intro.pengukuran-inovasi', { tahun })}
      rowKey={(r) => r.inovasi_id}
      filters={filters}
      toolbar={
        <Stack direction="row" sx={{ gap: 1 }}>
          <ProtectedDownload
            variant="outlined"
            fileUrl={`/api/iga/pengukuran-indeks/download-excel?tahun=${tahun}`}
            fileName={`pengukuran-inovasi-${tahun}.xlsx`}
            label={t('pengukuran.unduh')}
          />
        </Stack>
      }
      columns={columns}
      empty={t('kosong')}
      failed={t('gagal')}
    />
  );
}
