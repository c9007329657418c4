import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ACTIONS } from '../../../domain/actions';
import { hasAnyRole } from '../../../domain/roles';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import type { Column } from '../../admin/dataTable/types';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import type { InferResponseType } from 'hono/client';
import { answer, api, queryOf } from '../../providers/api';
import { getRoles } from '../../providers/session';
import { saveStreamedFile } from '../../providers/upload';

/** One row of GET /arsip, as the server declares it. */
type ArsipRow = InferResponseType<typeof api.arsip.$get, 200>['data'][number];

const YEARS = Array.from({ length: 18 }, (_, i) => 2022 - i);
const TABS = [
  [-1, 'semua'],
  [0, 'inisiatif'],
  [1, 'ujicoba'],
  [2, 'penerapan'],
] as const;

/**
 * arsip (spec 2): innovations of 2005-2022 with stage tabs, a year filter and a search; PDF and
 * Excel of every matching row, with the bytes received shown while they stream; edit and
 * delete for admin and superadmin (spec 6).
 */
export function ArsipPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [preparing, setPreparing] = useState<{ format: string; kb: number } | null>(null);
  const t = (key: string, args?: object) => translate(`arsip.${key}`, args);
  const staff = hasAnyRole(getRoles(), ACTIONS['arsip.edit'].roles);
  const table = useDataTable<ArsipRow, { tahun: string; stage: number }>({
    queryKey: ['arsip'],
    filter: { tahun: '', stage: -1 },
    fetch: async ({ filter, search, page, perPage }) => {
      const query = queryOf({ ...apiFilter(filter, search), page, per_page: perPage });
      const { data, total } = await answer(api.arsip.$get({ query }));
      return { data, total };
    },
  });

  async function download(format: 'excel' | 'pdf') {
    setPreparing({ format, kb: 0 });
    try {
      // Every row of the filter on screen, whatever the page.
      const { filter, search } = table.params;
      const query = queryOf(apiFilter(filter, search));
      const url = api.arsip[`download-${format}`].$url({ query });
      await saveStreamedFile(
        `${url.pathname}${url.search}`,
        `Arsip Inovasi Daerah.${format === 'excel' ? 'xlsx' : 'pdf'}`,
        (bytes) => setPreparing({ format, kb: Math.round(bytes / 1024) }),
      );
    } catch {
      notify('arsip.unduh_gagal', { type: 'error' });
    } finally {
      setPreparing(null);
    }
  }

  async function remove(row: ArsipRow) {
    if (!window.confirm(t('hapus_konfirmasi', { nama: row.nama }))) return;
    try {
      await answer(api.arsip[':id'].$delete({ param: { id: String(row.id) } }));
      notify('arsip.terhapus', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: ['arsip'] });
    } catch {
      notify('ra.notification.http_error', { type: 'error' });
    }
  }

  const column = (
    id: string,
    render: Column<ArsipRow>['render'],
    more?: Partial<Column<ArsipRow>>,
  ): Column<ArsipRow> => ({ id, label: t(`columns.${id}`), render, ...more });
  const downloadButton = (format: 'excel' | 'pdf') => (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={preparing !== null}
      onClick={() => void download(format)}
    >
      {t(`unduh_${format}`)}
    </Button>
  );

  return (
    <DataTablePage
      table={table}
      title={t('title')}
      intro={t('intro')}
      tabs={{
        source: 'stage',
        choices: TABS.map(([value, key]) => ({ value, label: t(`tabs.${key}`) })),
      }}
      filters={[
        {
          kind: 'select',
          source: 'tahun',
          label: t('tahun'),
          choices: [
            { value: '', label: t('semua_tahun') },
            ...YEARS.map((y) => ({ value: String(y), label: y })),
          ],
          width: 220,
        },
        { kind: 'search', label: t('cari'), width: 280 },
      ]}
      toolbar={
        <>
          {downloadButton('excel')}
          {downloadButton('pdf')}
        </>
      }
      summary={
        preparing && (
          <Stack spacing={0.5} role="status">
            <Typography variant="body2">{t('menyiapkan', { kb: preparing.kb })}</Typography>
            <LinearProgress />
          </Stack>
        )
      }
      columns={[
        column('nama', (row) => row.nama),
        column('daerah', (row) => row.nama_daerah),
        column('opd', (row) => row.nama_opd ?? '—'),
        column('tahun', (row) => row.tahun),
        column('tahapan', (row) => translate(`arsip.tahapan.${row.inovasi_status}`)),
        staff &&
          column(
            'aksi',
            (row) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('ubah')}>
                  <IconButton
                    aria-label={t('ubah')}
                    component={RouterLink}
                    to={`/dashboard/inovasi-daerah/${row.id}`}
                  >
                    <EditIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={t('hapus')}>
                  <IconButton aria-label={t('hapus')} onClick={() => void remove(row)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Box>
            ),
            { label: '', align: 'right', card: 'actions' },
          ),
      ]}
      empty={t('kosong')}
      failed={t('gagal')}
    />
  );
}

/** The archive's query: an empty year is every year, -1 every stage. */
const apiFilter = (filter: { tahun: string; stage: number }, search: string) => ({
  tahun: filter.tahun || undefined,
  inovasi_status: filter.stage,
  search: search || undefined,
});
