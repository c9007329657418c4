import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/format';
import { ratedMeanWords } from '../../../domain/indexMean';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import type { Column, FilterField } from '../../admin/dataTable/types';
import { useUrlDataTable } from '../../admin/dataTable/useUrlDataTable';
import { apiFetch } from '../../providers/httpClient';
import { getActiveYear } from '../../providers/session';
import { periodYears } from '../../shared/periodYears';
import { ReportDownloads } from './ReportDownloads';
import { fetchAverage, type AverageAnswer, type AverageKind, type AverageRow } from './api';
import { tabChoices } from './predicateTabs';

/** The eight average-index screens, by their screen slug, and the report each reads. */
export const AVERAGE_SCREENS = {
  'indeks-rata-rata-inovasi-nasional': 'nasional',
  'indeks-rata-rata-inovasi-wilayah': 'wilayah',
  'indeks-rata-rata-inovasi-provinsi': 'propinsi',
  'indeks-rata-rata-inovasi-kota': 'kota',
  'indeks-rata-rata-inovasi-kabupaten': 'kabupaten',
  'indeks-rata-rata-inovasi-daerah-perbatasan': 'perbatasan',
  'indeks-rata-rata-inovasi-daerah-tertinggal': 'tertinggal',
  'indeks-rata-rata-inovasi-papua': 'papua',
} as const satisfies Record<string, AverageKind>;
export type AverageScreen = keyof typeof AVERAGE_SCREENS;

interface Filter {
  tahun: number;
  sumber: string;
  /** '' for every tab, else '0'..'3'. */
  tab: string;
  klaster: string;
  propinsi: string;
  /** The province screen only: `propinsi` (the governments) or `propinsi2` (folded). */
  tampilan: string;
}

function useLookup(resource: string, query = '') {
  return useQuery({
    queryKey: ['laporan-lookup', resource, query],
    queryFn: async () =>
      (await apiFetch<{ id: number; label: string }[]>(`/crud/${resource}/lookup${query}`)).data,
    staleTime: 300_000,
  });
}

const score = (v: number) => formatNumber(v, 'score');

/**
 * One average-index report (spec 2, issue 24): predicate tabs with their counts, the toolbar
 * (year, source, cluster, province, search), the summary line, the ranked rows; a region opens
 * its breakdown. Filters, tab, order and page live in the URL.
 */
export function AverageIndexPage({ screen }: { screen: AverageScreen }) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`laporan.${key}`, args);
  const clusters = useLookup('iga_klaster');
  const provinces = useLookup('m_daerah', '?tingkat=1&per_page=100');
  const base = AVERAGE_SCREENS[screen];
  const table = useUrlDataTable<AverageRow, Filter>({
    queryKey: ['laporan-average', screen],
    filter: {
      tahun: getActiveYear(),
      sumber: 'mandiri',
      tab: '',
      klaster: '',
      propinsi: '',
      tampilan: 'propinsi',
    },
    sort: { by: 'peringkat', dir: 'asc' },
    fetch: ({ filter, search, page, perPage, sort }) =>
      fetchAverage(base === 'propinsi' && filter.tampilan === 'propinsi2' ? 'propinsi2' : base, {
        tahun: filter.tahun,
        sumber: filter.sumber,
        tab: filter.tab,
        iga_klaster_id: filter.klaster,
        propinsi_id: filter.propinsi,
        search,
        sort: sort?.by,
        dir: sort?.dir,
        page,
        per_page: perPage,
      }),
  });
  const answer = table.query.data as AverageAnswer | undefined;
  const f = table.params.filter;
  const jenis = base === 'propinsi' && f.tampilan === 'propinsi2' ? 'propinsi2' : base;
  const ringkasan = answer?.ringkasan;
  const { tahun } = table.params.filter;

  const columns: Column<AverageRow>[] = [
    {
      id: 'peringkat',
      label: t('columns.peringkat'),
      render: (r) => r.peringkat ?? '—',
      sortBy: 'peringkat',
      width: 110,
    },
    { id: 'nama', label: t('columns.nama'), render: (r) => r.nama, sortBy: 'nama', card: 'title' },
    ...(base === 'wilayah'
      ? [
          {
            id: 'wilayah',
            label: t('columns.wilayah'),
            render: (r: AverageRow) => r.wilayah ?? '—',
          },
        ]
      : []),
    {
      id: 'overall_score',
      label: t('columns.overall_score'),
      render: (r) => score(r.overall_score),
      sortBy: 'overall_score',
      align: 'right',
    },
    {
      id: 'indeks_mandiri',
      label: t('columns.indeks_mandiri'),
      render: (r) => score(r.indeks_mandiri),
      align: 'right',
    },
    {
      id: 'indeks_verifikasi',
      label: t('columns.indeks_verifikasi'),
      render: (r) => score(r.indeks_verifikasi),
      align: 'right',
    },
    { id: 'predikat', label: t('columns.predikat'), render: (r) => r.predikat },
  ];

  const filters: FilterField<Filter>[] = [
    {
      kind: 'select',
      source: 'tahun',
      label: t('tahun'),
      choices: periodYears().map((y) => ({ value: y, label: y })),
      width: 120,
    },
    {
      kind: 'select',
      source: 'sumber',
      label: t('sumber'),
      choices: [
        { value: 'mandiri', label: t('sumber_mandiri') },
        { value: 'verifikasi', label: t('sumber_verifikasi') },
      ],
      width: 190,
    },
    ...(base === 'propinsi'
      ? [
          {
            kind: 'select' as const,
            source: 'tampilan' as const,
            label: t('tampilan'),
            choices: [
              { value: 'propinsi', label: t('tampilan_propinsi') },
              { value: 'propinsi2', label: t('tampilan_propinsi2') },
            ],
            width: 240,
          },
        ]
      : []),
    {
      kind: 'select',
      source: 'klaster',
      label: t('klaster'),
      choices: [
        { value: '', label: t('semua_klaster') },
        ...(clusters.data ?? []).map((k) => ({ value: String(k.id), label: k.label })),
      ],
      width: 180,
    },
    {
      kind: 'select',
      source: 'propinsi',
      label: t('propinsi'),
      choices: [
        { value: '', label: t('semua_propinsi') },
        ...(provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.label })),
      ],
      width: 200,
    },
    { kind: 'search', label: t('cari') },
  ];

  return (
    <DataTablePage
      table={table}
      title={t(`screens.${screen}`)}
      intro={t('intro.average', { tahun })}
      columns={columns}
      rowKey={(r) => r.profil_id}
      rowLink={(r) => `/dashboard/indeks-daerah/${r.profil_id}?tahun=${answer?.tahun ?? tahun}`}
      filters={filters}
      toolbar={
        <Stack sx={{ gap: 1 }}>
          <ReportDownloads
            path={`/indeks/average/${jenis}`}
            fileName={`${t(`screens.${screen}`)} ${f.tahun}`}
            query={{
              tahun: f.tahun,
              sumber: f.sumber,
              tab: f.tab,
              iga_klaster_id: f.klaster,
              propinsi_id: f.propinsi,
              search: table.params.search,
              sort: table.params.sort?.by,
              dir: table.params.sort?.dir,
            }}
          />
          {base === 'nasional' && (
            <ReportDownloads
              label={t('rekap_per_propinsi')}
              path="/indeks/average/nasional/rekap"
              fileName={`${t('rekap_nasional')} ${f.tahun}`}
              query={{ tahun: f.tahun, sumber: f.sumber }}
            />
          )}
          {base === 'propinsi' && f.propinsi && (
            <ReportDownloads
              label={t('rekap_propinsi_terpilih')}
              path={`/indeks/average/propinsi/${f.propinsi}/rekap`}
              fileName={`${t('rekap_propinsi')} ${f.tahun}`}
              query={{ tahun: f.tahun, sumber: f.sumber }}
            />
          )}
        </Stack>
      }
      tabs={{
        source: 'tab',
        choices: tabChoices(
          t,
          ringkasan && { semua: ringkasan.jumlah_daerah, per_tab: ringkasan.per_tab },
        ),
      }}
      summary={
        ringkasan && (
          <Typography data-testid="laporan-ringkasan">
            {t('ringkasan', ratedMeanWords(ringkasan))}{' '}
            {(['0', '1', '2', '3'] as const)
              .map((k) => `${t(`tabs.${k}`)} ${formatNumber(ringkasan.per_tab[k], 'count')}`)
              .join(' · ')}
          </Typography>
        )
      }
      empty={t('kosong')}
      failed={t('gagal')}
    />
  );
}
