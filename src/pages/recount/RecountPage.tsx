import CalculateIcon from '@mui/icons-material/Calculate';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ACTIONS } from '../../../domain/actions';
import { formatDateTime, formatNumber } from '../../../domain/format';
import { hasAnyRole } from '../../../domain/roles';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { RecountYear } from '../../providers/indeksApi';
import { getRoles } from '../../providers/session';
import { failureReason } from '../../shared/failureReason';
import { DialogShell } from '../../shared/DialogShell';

/**
 * `/dashboard/recount`: each year's index recount, when it last ran, how long it took, how many
 * regions it counted and who ran it; superadmin recounts a year from its row.
 */
export function RecountPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const [recounting, setRecounting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const canRecount = hasAnyRole(getRoles(), ACTIONS['indeks.hitung_ulang'].roles);
  const t = (key: string, args?: object) => translate(`indeks.${key}`, args);
  const table = useDataTable<RecountYear, object>({
    queryKey: ['recount'],
    filter: {},
    fetch: async ({ page, perPage }) => {
      const years = await dataProvider.recountYears();
      return { data: years.slice(page * perPage, (page + 1) * perPage), total: years.length };
    },
  });

  async function recount(tahun: number) {
    setBusy(true);
    try {
      notify(await dataProvider.recount(tahun), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['recount'] });
      await queryClient.invalidateQueries({ queryKey: ['indeks-list'] });
      setRecounting(null);
    } catch (e) {
      const reason = failureReason(e, translate('ra.notification.http_error'));
      notify(reason, { type: 'error', messageArgs: { _: reason } });
    } finally {
      setBusy(false);
    }
  }

  const count = (n: number | null | undefined) => (n == null ? '—' : formatNumber(n, 'count'));
  return (
    <DataTablePage
      table={table}
      rowKey={(y) => y.tahun}
      title={t('recount.title')}
      intro={t('recount.intro')}
      columns={[
        { id: 'tahun', label: t('recount.tahun'), render: (y) => y.tahun, card: 'title' },
        {
          id: 'waktu',
          label: t('recount.waktu'),
          render: (y) => (y.terakhir ? formatDateTime(y.terakhir.waktu) : t('recount.belum')),
          nowrap: true,
        },
        {
          id: 'durasi',
          label: t('recount.durasi'),
          render: (y) =>
            y.terakhir?.durasi_ms == null
              ? '—'
              : t('recount.detik', { n: formatNumber(y.terakhir.durasi_ms / 1000, 'score') }),
          align: 'right',
        },
        { id: 'oleh', label: t('recount.oleh'), render: (y) => y.terakhir?.oleh ?? '—' },
        {
          id: 'jumlah',
          label: t('recount.jumlah'),
          render: (y) => count(y.terakhir?.jumlah),
          align: 'right',
        },
        { id: 'hasil', label: t('recount.hasil'), render: (y) => count(y.hasil), align: 'right' },
        ...(canRecount
          ? [
              {
                id: 'aksi',
                label: t('recount.aksi'),
                card: 'actions' as const,
                render: (y: RecountYear) => (
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<CalculateIcon />}
                    onClick={() => setRecounting(y.tahun)}
                  >
                    {t('hitung_ulang')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
      failed={t('recount.gagal')}
    >
      <DialogShell
        open={recounting !== null}
        title={t('hitung_ulang_judul', { tahun: recounting ?? '' })}
        cancelLabel={t('batal')}
        confirmLabel={t('hitung_ulang')}
        onCancel={() => setRecounting(null)}
        onConfirm={() => recounting !== null && void recount(recounting)}
        busy={busy}
      >
        {t('hitung_ulang_isi')}
      </DialogShell>
    </DataTablePage>
  );
}
