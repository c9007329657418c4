import CalculateIcon from '@mui/icons-material/Calculate';
import HistoryIcon from '@mui/icons-material/History';
import { Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ACTIONS } from '../../../domain/actions';
import { formatNumber } from '../../../domain/format';
import { hasAnyRole } from '../../../domain/roles';
import { SCREEN_ROLES } from '../../../domain/screens';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import type { Column } from '../../admin/dataTable/types';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { apiFetch } from '../../providers/httpClient';
import type { Page, RankingRow, RekapRow } from '../../providers/indeksApi';
import { getActiveYear, getRoles } from '../../providers/session';
import { failureReason } from '../../shared/failureReason';
import { periodYears } from '../../shared/periodYears';
import { DialogShell } from '../../shared/DialogShell';

type Kind = 'ranking-index' | 'rekap-akhir';
type Row = RankingRow | RekapRow;

const score = (v: number | null) => (v === null ? '—' : formatNumber(v, 'score'));

function useClusters() {
  return useQuery({
    queryKey: ['klaster-lookup'],
    queryFn: async () =>
      (await apiFetch<{ id: number; klaster: string }[]>('/crud/iga_klaster/lookup')).data,
    staleTime: 300_000,
  });
}

/**
 * ranking-index and rekap-akhir (spec 2, issue 10): every region's stored result of a year,
 * ranked by the self-assessment index; a cluster filter, search, pages; the IGA flag with its
 * confirmation and the recount for superadmin. A region opens its breakdown.
 */
export function IndexListPage({ kind }: { kind: Kind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [flagging, setFlagging] = useState<Row | null>(null);
  const [recounting, setRecounting] = useState(false);
  const [busy, setBusy] = useState(false);
  const roles = getRoles();
  const canFlag = kind === 'ranking-index' && hasAnyRole(roles, ACTIONS['ranking.iga_flag'].roles);
  const canRecount =
    kind === 'ranking-index' && hasAnyRole(roles, ACTIONS['indeks.hitung_ulang'].roles);
  // The recount screen: each year's last run (issue 27 item 3).
  const canSeeRecounts = kind === 'ranking-index' && hasAnyRole(roles, SCREEN_ROLES.recount);
  const clusters = useClusters();
  const table = useDataTable<Row, { tahun: number; klaster: string }>({
    queryKey: ['indeks-list', kind],
    filter: { tahun: getActiveYear(), klaster: '' },
    fetch: ({ filter, search, page, perPage }): Promise<Page<Row>> => {
      const query = {
        tahun: filter.tahun,
        iga_klaster_id: filter.klaster || undefined,
        search: search || undefined,
        page,
        per_page: perPage,
      };
      return kind === 'ranking-index' ? dataProvider.ranking(query) : dataProvider.rekap(query);
    },
  });
  const { tahun } = table.params.filter;
  const t = (key: string, args?: object) => translate(`indeks.${key}`, args);

  async function flag(row: Row) {
    setBusy(true);
    try {
      const result = await dataProvider.toggleIga(row.profil_id, tahun);
      notify(result.message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['indeks-list'] });
      setFlagging(null);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    } finally {
      setBusy(false);
    }
  }

  async function recount() {
    setBusy(true);
    try {
      notify(await dataProvider.recount(tahun), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['indeks-list'] });
      setRecounting(false);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    } finally {
      setBusy(false);
    }
  }

  const column = (id: string, render: Column<Row>['render'], more?: Partial<Column<Row>>) => ({
    id,
    label: t(`columns.${id}`),
    render,
    ...more,
  });
  const region = column('daerah', (row) => row.nama_daerah, { card: 'title' });
  const predikat = column('predikat', (row) => row.predikat ?? '—');
  const iga = column('iga', (row) => (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <span>{row.iga ? t('ya') : t('tidak')}</span>
      {canFlag && (
        <Button size="small" variant="outlined" onClick={() => setFlagging(row)}>
          {t('ubah_iga')}
        </Button>
      )}
    </Stack>
  ));
  const columns: Column<Row>[] =
    kind === 'ranking-index'
      ? [
          column('rank', (row) => ('rank' in row ? row.rank : null) ?? '—'),
          region,
          column('indeks', (row) => score('indeks' in row ? row.indeks : null), { align: 'right' }),
          predikat,
          iga,
        ]
      : [
          region,
          column('jumlah_inovasi', (row) => formatNumber(row.jumlah_inovasi, 'count'), {
            align: 'right',
          }),
          column(
            'indeks_mandiri',
            (row) => score('indeks_mandiri' in row ? row.indeks_mandiri : null),
            {
              align: 'right',
            },
          ),
          column(
            'indeks_verifikasi',
            (row) => score('indeks_verifikasi' in row ? row.indeks_verifikasi : null),
            { align: 'right' },
          ),
          predikat,
          iga,
        ];

  return (
    <DataTablePage
      table={table}
      title={t(`screens.${kind}`)}
      intro={t(`intro.${kind}`, { tahun })}
      columns={columns}
      rowKey={(row) => row.profil_id}
      rowLink={(row) => `/dashboard/indeks-daerah/${row.profil_id}?tahun=${tahun}`}
      filters={[
        {
          kind: 'select',
          source: 'tahun',
          label: t('tahun'),
          choices: periodYears().map((y) => ({ value: y, label: y })),
          width: 140,
        },
        {
          kind: 'select',
          source: 'klaster',
          label: t('klaster'),
          choices: [
            { value: '', label: t('semua_klaster') },
            ...(clusters.data ?? []).map((k) => ({ value: String(k.id), label: k.klaster })),
          ],
          width: 200,
        },
        { kind: 'search', label: t('cari') },
      ]}
      toolbar={
        (canRecount || canSeeRecounts) && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {canRecount && (
              <Button
                variant="outlined"
                startIcon={<CalculateIcon />}
                onClick={() => setRecounting(true)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('hitung_ulang')}
              </Button>
            )}
            {canSeeRecounts && (
              <Button
                component={RouterLink}
                to="/dashboard/recount"
                startIcon={<HistoryIcon />}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('riwayat_hitung_ulang')}
              </Button>
            )}
          </Stack>
        )
      }
      empty={t('kosong')}
      failed={t('gagal')}
    >
      <DialogShell
        open={flagging !== null}
        title={t('ubah_iga_judul', { nama: flagging?.nama_daerah ?? '' })}
        cancelLabel={t('batal')}
        confirmLabel={t('ubah_iga_ok')}
        onCancel={() => setFlagging(null)}
        onConfirm={() => flagging && void flag(flagging)}
        busy={busy}
      >
        {t('ubah_iga_isi', {
          nama: flagging?.nama_daerah ?? '',
          ke: flagging?.iga ? t('tidak') : t('ya'),
        })}
      </DialogShell>
      <DialogShell
        open={recounting}
        title={t('hitung_ulang_judul', { tahun })}
        cancelLabel={t('batal')}
        confirmLabel={t('hitung_ulang')}
        onCancel={() => setRecounting(false)}
        onConfirm={() => void recount()}
        busy={busy}
      >
        {t('hitung_ulang_isi')}
      </DialogShell>
    </DataTablePage>
  );
}

export const RankingIndexPage = () => <IndexListPage kind="ranking-index" />;
export const RekapAkhirPage = () => <IndexListPage kind="rekap-akhir" />;
