import { HomeIndexPanel } from '../../shared/AverageIndexPanel';
import { Button, Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACTIONS } from '../../../domain/actions';
import { formatNumber } from '../../../domain/format';
import { hasAnyRole } from '../../../domain/roles';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import type { Column } from '../../admin/dataTable/types';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import { getActiveYear, getRoles } from '../../providers/session';
import {
  decideNominee,
  fetchNominees,
  fetchReview,
  type AwardFilter,
  type NomineeAnswer,
  type NomineeRow,
  type ReviewRow,
} from './api';
import { QuotaEditor } from './QuotaEditor';
import { pageOf, ReasonField, score, useAct, useAwardFilters } from './shared';
import { DialogShell } from '../../shared/DialogShell';

const first = (): AwardFilter => ({ tahun: getActiveYear(), klaster: '' });

/** hasil-review-ranking (spec 3 "Review ranking"): the verified figures of every region. */
export function ReviewRankingPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const table = useDataTable<ReviewRow, AwardFilter>({
    queryKey: ['award', 'review'],
    filter: first(),
    fetch: async (params) => pageOf((await fetchReview(params.filter)).data, params),
  });
  const col = (id: keyof ReviewRow, render: Column<ReviewRow>['render']) => ({
    id,
    label: t(`columns.${id}`),
    render,
    align: 'right' as const,
  });
  return (
    <DataTablePage
      table={table}
      title={t('screens.hasil-review-ranking')}
      intro={t('intro.hasil-review-ranking', { tahun: table.params.filter.tahun })}
      rowKey={(r) => r.profil_id}
      filters={useAwardFilters()}
      summary={<HomeIndexPanel screen="hasil-review-ranking" />}
      columns={[
        { id: 'pemda', label: t('columns.daerah'), render: (r) => r.pemda, card: 'title' },
        col('jumlah_inovasi', (r) => formatNumber(r.jumlah_inovasi, 'count')),
        col('skor_pemda_verify', (r) => score(r.skor_pemda_verify)),
        col('avg_inovasi', (r) => score(r.avg_inovasi)),
        col('skor_total', (r) => score(r.skor_total)),
        { id: 'predikat', label: t('columns.predikat'), render: (r) => r.predikat ?? '—' },
        { id: 'iga', label: t('columns.iga'), render: (r) => (r.iga ? t('ya') : t('tidak')) },
      ]}
      empty={t('kosong')}
      failed={t('gagal')}
    />
  );
}

/** Issue 25 item 2: the nominees the index proposes and superadmin's decisions. */
export function NomineesPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const act = useAct();
  const queryClient = useQueryClient();
  const canDecide = hasAnyRole(getRoles(), ACTIONS['iga.nominasi'].roles);
  const [meta, setMeta] = useState<NomineeAnswer | null>(null);
  const [deciding, setDeciding] = useState<NomineeRow | null>(null);
  const [alasan, setAlasan] = useState('');
  const table = useDataTable<NomineeRow, AwardFilter>({
    queryKey: ['award', 'nominasi'],
    filter: first(),
    fetch: async (params) => {
      const answer = await fetchNominees(params.filter);
      setMeta(answer);
      return pageOf(answer.data, params);
    },
  });
  const { tahun } = table.params.filter;
  async function decide() {
    if (!deciding) return;
    const done = await act(() =>
      decideNominee({ tahun, profil_id: deciding.profil_id, nominasi: !deciding.nominasi, alasan }),
    );
    if (done) {
      setDeciding(null);
      setAlasan('');
      await queryClient.invalidateQueries({ queryKey: ['award'] });
    }
  }
  return (
    <DataTablePage
      table={table}
      title={t('screens.nominasi-iga')}
      intro={t('intro.nominasi-iga', { tahun })}
      rowKey={(r) => r.profil_id}
      filters={useAwardFilters()}
      summary={
        meta && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1, alignItems: 'center' }}>
            {/* Each cluster's nominees beside its quota; 0 reads "not awarded". */}
            {meta.kuota.map((k) => (
              <Chip
                key={k.iga_klaster_id}
                label={t(k.jumlah === 0 ? 'nominasi.kuota_nol' : 'nominasi.kuota', { ...k })}
                color={k.jumlah > 0 && k.terpilih === k.jumlah ? 'success' : 'default'}
                variant="outlined"
                sx={{ maxWidth: '100%' }}
              />
            ))}
            {canDecide && meta.tahun === tahun && <QuotaEditor tahun={tahun} meta={meta} />}
          </Stack>
        )
      }
      columns={[
        { id: 'peringkat', label: t('columns.peringkat'), render: (r) => r.peringkat ?? '—' },
        { id: 'nama', label: t('columns.daerah'), render: (r) => r.nama, card: 'title' },
        { id: 'klaster', label: t('columns.klaster'), render: (r) => r.klaster },
        {
          id: 'skor_total',
          label: t('columns.skor_total'),
          render: (r) => score(r.skor_total),
          align: 'right',
        },
        {
          id: 'usulan',
          label: t('columns.usulan'),
          render: (r) => (r.usulan ? t('ya') : t('tidak')),
        },
        {
          id: 'nominasi',
          label: t('columns.nominasi'),
          render: (r) => (r.nominasi ? t('ya') : t('tidak')),
        },
        { id: 'alasan', label: t('columns.alasan'), render: (r) => r.alasan ?? '—', maxWidth: 260 },
        canDecide && {
          id: 'aksi',
          label: '',
          card: 'actions',
          render: (r) => (
            <Button size="small" variant="outlined" onClick={() => setDeciding(r)}>
              {r.nominasi ? t('nominasi.keluarkan') : t('nominasi.tambahkan')}
            </Button>
          ),
        },
      ]}
      empty={t('kosong')}
      failed={t('gagal')}
    >
      <DialogShell
        open={deciding !== null}
        title={t('nominasi.judul', { nama: deciding?.nama ?? '' })}
        width="sm"
        cancelLabel={t('batal')}
        confirmLabel={t('simpan')}
        onCancel={() => setDeciding(null)}
        onConfirm={() => void decide()}
        confirmDisabled={!alasan.trim()}
      >
        <Stack sx={{ gap: 2, pt: 1 }}>
          <span>
            {t('nominasi.isi', {
              nama: deciding?.nama ?? '',
              ke: deciding?.nominasi ? t('tidak') : t('ya'),
            })}
          </span>
          <ReasonField value={alasan} onChange={setAlasan} />
        </Stack>
      </DialogShell>
    </DataTablePage>
  );
}
