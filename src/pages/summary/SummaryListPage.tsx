import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import { answer, api } from '../../providers/api';
import { drillFilter } from './drill';

/**
 * /dashboard/summary-inovasi?...: the innovations behind one counter of the main dashboard, with
 * the counter's filter (from the address) shown as chips; its total is the counter's number.
 */
export function SummaryListPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const filter = drillFilter(params);
  const table = useDataTable({
    queryKey: ['summary', 'inovasi', filter],
    filter: {},
    fetch: async ({ page, perPage }) => {
      const res = await answer(
        api.summary.inovasi.$get({
          query: { ...filter, page: String(page), per_page: String(perPage) },
        }),
      );
      return { data: res.data, total: res.total };
    },
  });
  const chip = (k: string, v: string) => {
    if (k === 'tahapan') return translate(`summary.stage.${v}`);
    if (k === 'status') return translate(`alur.status.${v}`);
    if (k === 'semua_tahun' || k === 'verified') return translate(`summary.filter.${k}`);
    return `${translate(`summary.filter.${k}`)}: ${v}`;
  };
  return (
    <DataTablePage
      table={table}
      title={translate('summary.rincian')}
      intro={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {Object.entries(filter).map(([k, v]) => (
            <Chip key={k} label={chip(k, v)} size="small" />
          ))}
        </Stack>
      }
      rowLink={(row) => `/dashboard/inovasi-daerah/${row.id}/show`}
      columns={[
        {
          id: 'nama',
          label: translate('summary.kolom.nama'),
          render: (r) => r.nama,
          card: 'title',
        },
        { id: 'pemda', label: translate('summary.kolom.pemda'), render: (r) => r.pemda },
        { id: 'tahun', label: translate('summary.tahun'), render: (r) => r.tahun, nowrap: true },
        {
          id: 'tahapan',
          label: translate('summary.kolom.tahapan'),
          render: (r) => translate(`summary.stage.${r.tahapan}`),
        },
        {
          id: 'status',
          label: translate('summary.kolom.status'),
          render: (r) => translate(`alur.status.${r.status}`),
        },
      ]}
    />
  );
}
