import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { nextActor, stateOf } from '../../domain/innovationWorkflow';
import type { ResourceConfig } from '../../resources/types';
import { DataTablePage } from '../admin/dataTable/DataTablePage';
import type { Column } from '../admin/dataTable/types';
import { useDataTable } from '../admin/dataTable/useDataTable';
import { answer, api, queryOf } from '../providers/api';
import { actionAllowed } from '../shared/actionAllowed';
import { failureReason } from '../shared/failureReason';
import { periodYears } from '../shared/periodYears';
import { useWorkflowText } from '../shared/workflow/workflowText';

/** One row of GET /lomba/lookup, as the server declares it (the innovation list's row). */
type LombaRow = InferResponseType<typeof api.lomba.lookup.$get, 200>['data'][number];

const TABS = [
  [-1, 'semua'],
  [0, 'inisiatif'],
  [1, 'ujicoba'],
  [2, 'penerapan'],
] as const;

/** The row as the action rules read it: the record with its registration status. */
const asRecord = (row: LombaRow) => ({ ...row, status_nomor: row._registrasi?.status_nomor });

/** The journey's state of an entry (draf until sent). */
const stateOfRow = (row: LombaRow) =>
  stateOf({ status_nomor: row._registrasi?.status_nomor ?? null, qc: row.qc ?? 0 });

/**
 * lomba-inovasi-daerah (spec 2, issue 25): the competition entries of the account's scope from
 * GET /lomba/lookup, with stage tabs, a year filter and search; completeness and the journey's
 * state; Indikator, Ubah, Hapus and Kirim by the same action rules the API enforces (lomba_status,
 * lomba_edit_indikator, lomba_kirim_inovasi, never an index-year record).
 */
export default function LombaList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const text = useWorkflowText();
  const t = (key: string, args?: object) => translate(`lomba.${key}`, args);
  const table = useDataTable<LombaRow, { tahun: string; stage: number }>({
    queryKey: ['lomba'],
    filter: { tahun: '', stage: -1 },
    fetch: async ({ filter, search, page, perPage }) => {
      const query = queryOf({
        tahun: filter.tahun || undefined,
        inovasi_status: filter.stage < 0 ? undefined : filter.stage,
        search: search || undefined,
        page,
        per_page: perPage,
      });
      const { data, total } = await answer(api.lomba.lookup.$get({ query }));
      return { data, total };
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['lomba'] });

  async function remove(row: LombaRow) {
    if (!window.confirm(t('hapus_konfirmasi', { nama: row.nama }))) return;
    try {
      await dataProvider.delete(config.slug, { id: row.id, previousData: row });
      notify('lomba.terhapus', { type: 'info' });
      await refresh();
    } catch (e) {
      notify(failureReason(e, translate('ra.notification.http_error')), { type: 'error' });
    }
  }

  async function send(row: LombaRow) {
    if (!window.confirm(t('kirim_konfirmasi', { nama: row.nama }))) return;
    try {
      await answer(
        api['lomba-inovasi-daerah'].kirim[':id'].$post({ param: { id: String(row.id) } }),
      );
      notify('lomba.terkirim', { type: 'info' });
      await refresh();
    } catch (e) {
      notify(failureReason(e, translate('ra.notification.http_error')), { type: 'error' });
    }
  }

  const column = (
    id: string,
    render: Column<LombaRow>['render'],
    more?: Partial<Column<LombaRow>>,
  ): Column<LombaRow> => ({ id, label: t(`columns.${id}`), render, ...more });

  const actions = (row: LombaRow) => {
    const record = asRecord(row);
    const state = stateOfRow(row);
    const sendable =
      (state === 'draf' || state === 'ditolak' || state === 'ditolak_qc') &&
      row.status_dokumen === 1 &&
      actionAllowed('lomba.kirim', record);
    const icon = (label: string, node: React.ReactElement, props: object) => (
      <Tooltip title={label}>
        <IconButton aria-label={label} {...props}>
          {node}
        </IconButton>
      </Tooltip>
    );
    return (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {icon(t('indikator'), <ChecklistIcon />, {
          component: RouterLink,
          to: `/dashboard/indikator_inovasi_lomba/${row.id}`,
        })}
        {actionAllowed('lomba.write', record) &&
          icon(t('ubah'), <EditIcon />, {
            component: RouterLink,
            to: `/dashboard/${config.slug}/${row.id}`,
          })}
        {actionAllowed('lomba.write', record) &&
          icon(t('hapus'), <DeleteIcon />, { onClick: () => void remove(row) })}
        {sendable && icon(t('kirim'), <SendIcon />, { onClick: () => void send(row) })}
      </Box>
    );
  };

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
            ...periodYears().map((y) => ({ value: String(y), label: y })),
          ],
          width: 200,
        },
        { kind: 'search', label: t('cari'), width: 280 },
      ]}
      toolbar={
        actionAllowed('lomba.write') && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`/dashboard/${config.slug}/create`}
          >
            {t('tambah')}
          </Button>
        )
      }
      summary={
        !actionAllowed('lomba.write') &&
        actionAllowed('lomba.read') && <Alert severity="info">{t('ditutup')}</Alert>
      }
      columns={[
        column('nama', (row) => (
          <Stack>
            <span>{row.nama}</span>
            {row.is_index === 1 && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('data_indeks')}
              </Typography>
            )}
          </Stack>
        )),
        column('daerah', (row) => row._labels?.profil_id ?? ''),
        column('tahun', (row) => row.tahun),
        column('tahapan', (row) => t(`tahapan.${row.inovasi_status}`)),
        column('kelengkapan', (row) => {
          const complete = row.status_dokumen === 1;
          return (
            <Box sx={{ minWidth: 140 }}>
              <LinearProgress
                variant="determinate"
                value={row.kelengkapan}
                color={complete ? 'success' : 'warning'}
                sx={{ height: 8, borderRadius: 4 }}
                aria-label={`${t('columns.kelengkapan')} ${row.kelengkapan}%`}
              />
              <Typography variant="caption">
                {t(complete ? 'lengkap' : 'belum_lengkap')} · {row.kelengkapan}%
              </Typography>
            </Box>
          );
        }),
        column('status', (row) => {
          const state = stateOfRow(row);
          return (
            <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
              <Chip size="small" variant="outlined" label={text.status(state)} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {text.waiting(nextActor(state))}
              </Typography>
            </Stack>
          );
        }),
        column('aksi', actions, { label: '', align: 'right', card: 'actions' }),
      ]}
      empty={translate('app.empty')}
      failed={t('gagal')}
    />
  );
}
