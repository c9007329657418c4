import { Alert, Button, Checkbox, Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACTIONS } from '../../../domain/actions';
import { PROGRESS_STATUSES } from '../../../domain/awardProgress';
import { formatNumber } from '../../../domain/format';
import { hasAnyRole } from '../../../domain/roles';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import type { FilterField } from '../../admin/dataTable/types';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import { apiFetch } from '../../providers/httpClient';
import { getActiveYear, getRoles } from '../../providers/session';
import {
  fetchProgress,
  sendReminders,
  type ProgressAnswer,
  type ProgressFilter,
  type ProgressRow,
} from './api';
import { pageOf, useAct, useAwardFilters } from './shared';
import { DialogShell } from '../../shared/DialogShell';

const count = (n: number) => formatNumber(n, 'count');

/**
 * progress-input (issue 25 item 6): what each region has filled against the deadline, filtered
 * by province, cluster and status; staff pick rows and send the regions' pemda accounts a
 * reminder (it lands in the outbox when no SMTP server is set).
 */
export function ProgressPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const act = useAct();
  const canRemind = hasAnyRole(getRoles(), ACTIONS['iga.pengingat'].roles);
  const [meta, setMeta] = useState<ProgressAnswer | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [noAccount, setNoAccount] = useState<string[]>([]);
  const provinces = useQuery({
    queryKey: ['laporan-lookup', 'm_daerah', '?tingkat=1&per_page=100'],
    queryFn: async () =>
      (
        await apiFetch<{ id: number; label: string }[]>(
          '/crud/m_daerah/lookup?tingkat=1&per_page=100',
        )
      ).data,
    staleTime: 300_000,
  });
  const table = useDataTable<ProgressRow, ProgressFilter>({
    queryKey: ['award', 'progress'],
    filter: { tahun: getActiveYear(), klaster: '', propinsi: '', status: '' },
    fetch: async (params) => {
      const answer = await fetchProgress(params.filter);
      setMeta(answer);
      return pageOf(answer.data, params);
    },
  });
  const { tahun } = table.params.filter;
  const shown = table.query.data?.data ?? [];
  const allShown = shown.length > 0 && shown.every((r) => chosen.has(r.profil_id));
  const toggle = (ids: number[], on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  async function remind() {
    let missing: string[] = [];
    const done = await act(async () => {
      const out = await sendReminders({ tahun, profil_ids: [...chosen] });
      missing = out.data.tanpa_akun.map((r) => r.nama);
      return out;
    });
    setConfirming(false);
    if (done) {
      setNoAccount(missing);
      setChosen(new Set());
    }
  }

  const [yearFilter, clusterFilter, search] = useAwardFilters();
  const filters: FilterField<ProgressFilter>[] = [
    yearFilter as FilterField<ProgressFilter>,
    {
      kind: 'select',
      source: 'propinsi',
      label: t('progress.propinsi'),
      choices: [
        { value: '', label: t('progress.semua_propinsi') },
        ...(provinces.data ?? []).map((p) => ({ value: String(p.id), label: p.label })),
      ],
      width: 200,
    },
    clusterFilter as FilterField<ProgressFilter>,
    {
      kind: 'select',
      source: 'status',
      label: t('progress.status'),
      choices: [
        { value: '', label: t('progress.semua_status') },
        ...PROGRESS_STATUSES.map((s) => ({ value: s, label: t(`progress.statuses.${s}`) })),
      ],
      width: 160,
    },
    search as FilterField<ProgressFilter>,
  ];

  const deadline =
    meta &&
    (meta.batas_input === null
      ? t('progress.tanpa_batas')
      : t('progress.batas', {
          tanggal: meta.batas_input,
          sisa:
            (meta.sisa_hari ?? 0) >= 0
              ? t('progress.sisa', { n: meta.sisa_hari })
              : t('progress.lewat', { n: -(meta.sisa_hari ?? 0) }),
        }));

  return (
    <DataTablePage
      table={table}
      title={t('screens.progress-input')}
      intro={t('intro.progress-input', { tahun })}
      rowKey={(r) => r.profil_id}
      filters={filters}
      summary={
        <>
          {deadline && (
            <Alert severity={meta && (meta.sisa_hari ?? 0) < 0 ? 'warning' : 'info'} sx={{ mb: 1 }}>
              {deadline}
            </Alert>
          )}
          {noAccount.length > 0 && (
            <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setNoAccount([])}>
              {t('progress.tanpa_akun', { nama: noAccount.join(', ') })}
            </Alert>
          )}
        </>
      }
      toolbar={
        canRemind && (
          <Button
            variant="contained"
            disabled={chosen.size === 0}
            onClick={() => setConfirming(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('progress.kirim', { n: chosen.size })}
          </Button>
        )
      }
      columns={[
        canRemind && {
          id: 'pilih',
          label: (
            <Checkbox
              size="small"
              checked={allShown}
              indeterminate={!allShown && shown.some((r) => chosen.has(r.profil_id))}
              onChange={(e) =>
                toggle(
                  shown.map((r) => r.profil_id),
                  e.target.checked,
                )
              }
              slotProps={{ input: { 'aria-label': t('progress.pilih_semua') } }}
            />
          ),
          card: 'actions',
          width: 48,
          render: (r) => (
            <Checkbox
              size="small"
              checked={chosen.has(r.profil_id)}
              onChange={(e) => toggle([r.profil_id], e.target.checked)}
              slotProps={{ input: { 'aria-label': t('progress.pilih', { nama: r.nama }) } }}
            />
          ),
        },
        { id: 'nama', label: t('columns.daerah'), render: (r) => r.nama, card: 'title' },
        { id: 'propinsi', label: t('progress.propinsi'), render: (r) => r.propinsi },
        {
          id: 'profil',
          label: t('progress.profil'),
          render: (r) => `${r.profil_terisi}/${meta?.profil_kolom ?? 6}`,
          align: 'right',
        },
        {
          id: 'indikator',
          label: t('progress.indikator'),
          render: (r) => `${count(r.wajib_terjawab)}/${count(r.wajib)}`,
          align: 'right',
        },
        {
          id: 'bukti',
          label: t('progress.bukti'),
          render: (r) => count(r.bukti_kurang),
          align: 'right',
        },
        {
          id: 'inovasi',
          label: t('progress.inovasi'),
          render: (r) => `${count(r.inovasi_terkirim)}/${count(r.inovasi_jumlah)}`,
          align: 'right',
        },
        {
          id: 'akun',
          label: t('progress.akun'),
          render: (r) => count(r.akun_pemda),
          align: 'right',
        },
        {
          id: 'status',
          label: t('progress.status'),
          nowrap: true,
          render: (r) => (
            <>
              <Chip
                size="small"
                label={t(`progress.statuses.${r.status}`)}
                color={
                  r.status === 'lengkap'
                    ? 'success'
                    : r.status === 'sebagian'
                      ? 'warning'
                      : 'default'
                }
              />
              {r.terlambat && (
                <Chip size="small" color="error" label={t('progress.terlambat')} sx={{ ml: 0.5 }} />
              )}
            </>
          ),
        },
      ]}
      empty={t('kosong')}
      failed={t('gagal')}
    >
      <DialogShell
        open={confirming}
        title={t('progress.kirim_judul', { n: chosen.size })}
        width="sm"
        cancelLabel={t('batal')}
        confirmLabel={t('progress.kirim', { n: chosen.size })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remind()}
      >
        {t('progress.kirim_isi')}
      </DialogShell>
    </DataTablePage>
  );
}
