import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/format';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useUrlDataTable } from '../../admin/dataTable/useUrlDataTable';
import { LoadingText } from '../../admin/LoadingText';
import { getActiveYear } from '../../providers/session';
import { periodYears } from '../../shared/periodYears';
import { ReportDownloads } from './ReportDownloads';
import { fetchRecap, type RecapAnswer, type RecapKind, type RecapRow } from './api';
import { tabChoices } from './predicateTabs';

const RecapChart = lazy(() =>
  import('../../shared/PerYearChart').then((m) => ({ default: m.RecapChart })),
);

/** The four recap screens, by their screen slug, and the recap each reads. */
export const RECAP_SCREENS = {
  'rekap-jenis-inovasi': 'jenis',
  'rekap-bentuk-inovasi': 'bentuk',
  'rekap-urusan-pemerintah': 'urusan',
  'rekap-inisiator': 'inisiator',
} as const satisfies Record<string, RecapKind>;
export type RecapScreen = keyof typeof RECAP_SCREENS;

const count = (n: number) => formatNumber(n, 'count');

/**
 * One recap of the year's innovations (spec 2, issue 24): per classification value, all of them
 * and the approved ones, with a bar chart beside the table (recharts, loaded when shown). The
 * predicate tabs (issue 37 item 6) keep the innovations of the regions in a tab, in the table,
 * the chart and the downloads alike; each tab counts its innovations. Year and tab live in the
 * URL.
 */
export function RecapPage({ screen }: { screen: RecapScreen }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`laporan.${key}`, args);
  const kind = RECAP_SCREENS[screen];
  const table = useUrlDataTable<RecapRow, { tahun: number; tab: string }>({
    queryKey: ['laporan-rekap', kind],
    filter: { tahun: getActiveYear(), tab: '' },
    perPage: 100,
    fetch: async ({ filter }) => {
      const answer = await fetchRecap(kind, filter.tahun, filter.tab);
      return { ...answer, total: answer.data.length };
    },
  });
  const rows = table.query.data?.data ?? [];
  const ringkasan = (table.query.data as RecapAnswer | undefined)?.ringkasan;
  const { tahun, tab } = table.params.filter;
  const title = t(`screens.${screen}`);
  return (
    <DataTablePage
      table={table}
      title={title}
      intro={t('intro.recap', { tahun })}
      columns={[
        { id: 'name', label: t('columns.name'), render: (r) => r.name, card: 'title' },
        {
          id: 'total',
          label: t('columns.total'),
          render: (r) => count(r.total),
          align: 'right',
        },
        {
          id: 'approved',
          label: t('columns.approved'),
          render: (r) => count(r.approved),
          align: 'right',
        },
      ]}
      rowKey={(r) => String(r.id)}
      toolbar={
        <ReportDownloads
          path={`/laporan/rekap/${kind}`}
          fileName={`${title} ${tahun}`}
          query={{ tahun, tab }}
        />
      }
      tabs={{
        source: 'tab',
        choices: tabChoices(
          t,
          ringkasan && { semua: ringkasan.jumlah_inovasi, per_tab: ringkasan.per_tab },
        ),
      }}
      filters={[
        {
          kind: 'select',
          source: 'tahun',
          label: t('tahun'),
          choices: periodYears().map((y) => ({ value: y, label: y })),
          width: 140,
        },
      ]}
      aside={
        rows.length > 0 && (
          <Suspense fallback={<LoadingText />}>
            <RecapChart
              rows={rows}
              title={t('grafik', { judul: title })}
              labels={{ total: t('columns.total'), approved: t('columns.approved') }}
            />
          </Suspense>
        )
      }
      empty={t('kosong_rekap')}
      failed={t('gagal')}
    />
  );
}
