import { Box, Button, Chip } from '@mui/material';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import {
  ALL_STAGES,
  DAERAH_BINAAN_SORTS,
  isComplete,
  isSent,
  type DaerahBinaanSort,
} from '../../../domain/daerahBinaan';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import type { Column } from '../../admin/dataTable/types';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { DaerahBinaanRow } from '../../providers/daerahBinaanApi';
import { getActiveYear, getUser } from '../../providers/session';
import { periodYears } from '../../shared/periodYears';
import { StatCard } from '../../shared/StatCard';
import { DocumentsDialog } from './DocumentsDialog';

const STAGE_TABS = [
  [ALL_STAGES, 'semua'],
  [0, 'inisiatif'],
  [1, 'ujicoba'],
  [2, 'penerapan'],
] as const;

interface Filter {
  tahun: number;
  /** The chosen district or city's profile id; '' for all. */
  pemda: string;
  stage: number;
  sort: DaerahBinaanSort;
}

/** The three stage counters, following the chosen district or city, year and search. */
function StageCounters({ base }: { base: Record<string, string | number | undefined> }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const counters = useQueries({
    queries: [0, 1, 2].map((s) => ({
      queryKey: ['daerah-binaan-count', base, s],
      queryFn: () => dataProvider.daerahBinaanList({ ...base, inovasi_status: s, per_page: 1 }),
    })),
  });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        // Three side by side on a phone too: they are one fact, not three screens of it.
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
      }}
    >
      {(['inisiatif', 'ujicoba', 'implementasi'] as const).map((key, i) => (
        <StatCard
          key={key}
          label={translate(`daerah_binaan.counters.${key}`)}
          value={counters[i]?.data?.total ?? 0}
        />
      ))}
    </Box>
  );
}

/**
 * daerah-binaan (spec 2 "Provincial view"): the innovations of the province itself and of its
 * districts and cities, with the district/city selector, the three stage counters, stage tabs, a search sent
 * as the user pauses typing (Enter at once), the sort choices and page sizes, and each
 * innovation's documents.
 */
export function DaerahBinaanPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const profilId = getUser()?.profil_id ?? null;
  const [docs, setDocs] = useState<DaerahBinaanRow | null>(null);
  const t = (key: string, args?: object) => translate(`daerah_binaan.${key}`, args);
  const kabkota = useQuery({
    queryKey: ['kabkota', profilId],
    queryFn: () => dataProvider.kabkota(profilId!),
    enabled: profilId !== null,
    staleTime: 300_000,
  });
  const baseOf = (filter: Filter, search: string) => ({
    tahun: filter.tahun,
    pemda_id: filter.pemda || undefined,
    search: search || undefined,
  });
  const table = useDataTable<DaerahBinaanRow, Filter>({
    queryKey: ['daerah-binaan'],
    filter: { tahun: getActiveYear(), pemda: '', stage: ALL_STAGES, sort: 'nama_asc' },
    perPage: 10,
    fetch: ({ filter, search, page, perPage }) =>
      dataProvider.daerahBinaanList({
        ...baseOf(filter, search),
        inovasi_status: filter.stage,
        ...DAERAH_BINAAN_SORTS[filter.sort],
        page,
        per_page: perPage,
      }),
  });
  const { filter, search } = table.params;
  const column = (
    id: string,
    render: Column<DaerahBinaanRow>['render'],
    more?: Partial<Column<DaerahBinaanRow>>,
  ): Column<DaerahBinaanRow> => ({ id, label: t(`columns.${id}`), render, ...more });

  return (
    <DataTablePage
      table={table}
      title={t('title')}
      intro={t('intro', { tahun: filter.tahun })}
      filters={[
        {
          kind: 'select',
          source: 'pemda',
          label: t('kabkota'),
          choices: [
            { value: '', label: t('semua_kabkota') },
            // The province's own government (issue 27 B3), then its districts and cities.
            ...(profilId === null
              ? []
              : [{ value: String(profilId), label: t('provinsi_sendiri') }]),
            ...(kabkota.data ?? []).map((k) => ({ value: String(k.id), label: k.nama })),
          ],
          width: 260,
        },
        {
          kind: 'select',
          source: 'tahun',
          label: t('tahun'),
          choices: periodYears().map((y) => ({ value: y, label: y })),
          width: 120,
        },
        { kind: 'search', label: t('cari'), width: 320 },
        {
          kind: 'select',
          source: 'sort',
          label: t('urutan'),
          choices: (Object.keys(DAERAH_BINAAN_SORTS) as DaerahBinaanSort[]).map((s) => ({
            value: s,
            label: t(`sort.${s}`),
          })),
          width: 180,
        },
      ]}
      summary={<StageCounters base={baseOf(filter, search)} />}
      tabs={{
        source: 'stage',
        choices: STAGE_TABS.map(([value, key]) => ({ value, label: t(`tabs.${key}`) })),
      }}
      columns={[
        column('opd', (row) => row.nama_opd ?? '—'),
        column('inovasi', (row) => row.nama, { card: 'title' }),
        column('daerah', (row) => row.nama_daerah),
        column('kelengkapan', (row) => (
          <Chip
            size="small"
            color={isComplete(row.status_dokumen) ? 'success' : 'warning'}
            label={t(isComplete(row.status_dokumen) ? 'lengkap' : 'belum_lengkap')}
          />
        )),
        column('kirim', (row) => (
          <Chip
            size="small"
            variant="outlined"
            color={isSent(row.status_nomor) ? 'primary' : 'default'}
            label={t(isSent(row.status_nomor) ? 'sudah_dikirim' : 'belum_dikirim')}
          />
        )),
        column(
          'dokumen',
          (row) => (
            <Button size="small" variant="outlined" onClick={() => setDocs(row)}>
              {t('lihat_dokumen')}
            </Button>
          ),
          { card: 'actions' },
        ),
      ]}
      empty={t('kosong')}
      failed={t('gagal')}
    >
      <DocumentsDialog inovasi={docs} onClose={() => setDocs(null)} />
    </DataTablePage>
  );
}
