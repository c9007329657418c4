import { HomeIndexPanel } from '../../shared/AverageIndexPanel';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
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
  fetchRanking,
  fetchReview,
  publishRanking,
  saveWeights,
  type AwardFilter,
  type NomineeAnswer,
  type NomineeRow,
  type RankingAnswer,
  type RankingRow,
  type ReviewRow,
} from './api';
import { pageOf, score, useAct, useAwardFilters } from './shared';

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
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
            {meta.kuota.map((k) => (
              <Chip
                key={k.iga_klaster_id}
                label={t('nominasi.kuota', { ...k })}
                color={k.terpilih === k.jumlah ? 'success' : 'default'}
                variant="outlined"
              />
            ))}
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
      <Dialog open={deciding !== null} onClose={() => setDeciding(null)} fullWidth maxWidth="sm">
        <DialogTitle>{t('nominasi.judul', { nama: deciding?.nama ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <span>
              {t('nominasi.isi', {
                nama: deciding?.nama ?? '',
                ke: deciding?.nominasi ? t('tidak') : t('ya'),
              })}
            </span>
            <TextField
              label={t('alasan')}
              value={alasan}
              onChange={(e) => setAlasan(e.target.value)}
              required
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeciding(null)}>{t('batal')}</Button>
          <Button variant="contained" disabled={!alasan.trim()} onClick={() => void decide()}>
            {t('simpan')}
          </Button>
        </DialogActions>
      </Dialog>
    </DataTablePage>
  );
}

/** ranking-iga: the award ranking, its weights and its publication (superadmin). */
export function AwardRankingPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const act = useAct();
  const queryClient = useQueryClient();
  const roles = getRoles();
  const canPublish = hasAnyRole(roles, ACTIONS['ranking_iga.terbitkan'].roles);
  const canWeigh = hasAnyRole(roles, ACTIONS['ranking_iga.bobot'].roles);
  const [meta, setMeta] = useState<RankingAnswer | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [weighing, setWeighing] = useState<{
    iid: string;
    presentasi: string;
    validasi: string;
  } | null>(null);
  const [alasan, setAlasan] = useState('');
  const table = useDataTable<RankingRow, AwardFilter>({
    queryKey: ['award', 'ranking'],
    filter: first(),
    fetch: async (params) => {
      const answer = await fetchRanking(params.filter);
      setMeta(answer);
      return pageOf(answer.data, params);
    },
  });
  const { tahun } = table.params.filter;
  const bobot = meta?.bobot ?? { iid: 50, presentasi: 30, validasi: 20 };
  const terbit = meta?.terbit ?? null;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['award'] });

  async function publish() {
    const done = await act(() => publishRanking({ tahun, alasan: alasan.trim() || undefined }));
    if (done) {
      setPublishing(false);
      setAlasan('');
      await reload();
    }
  }
  async function weigh() {
    if (!weighing) return;
    const done = await act(() =>
      saveWeights({
        tahun,
        iid: Number(weighing.iid),
        presentasi: Number(weighing.presentasi),
        validasi: Number(weighing.validasi),
      }),
    );
    if (done) {
      setWeighing(null);
      await reload();
    }
  }
  const right = { align: 'right' as const };
  return (
    <DataTablePage
      table={table}
      title={t('screens.ranking-iga')}
      intro={t('intro.ranking-iga', bobot)}
      rowKey={(r) => `${r.iga_klaster_id}-${r.profil_id}`}
      filters={useAwardFilters()}
      summary={
        <Alert severity={terbit ? 'success' : 'info'} sx={{ mb: 1 }}>
          {terbit
            ? t('ranking.terbit_info', {
                versi: terbit.versi,
                tanggal: terbit.diterbitkan.slice(0, 10),
                ...terbit.bobot,
              })
            : t('ranking.belum_terbit')}
        </Alert>
      }
      toolbar={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to="/dashboard/progress-input"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('ranking.progress')}
          </Button>
          <Button
            component={RouterLink}
            to="/dashboard/pengukuran-inovasi"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('ranking.pengukuran')}
          </Button>
          {canWeigh && !terbit && (
            <Button
              variant="outlined"
              onClick={() =>
                setWeighing({
                  iid: String(bobot.iid),
                  presentasi: String(bobot.presentasi),
                  validasi: String(bobot.validasi),
                })
              }
            >
              {t('ranking.bobot')}
            </Button>
          )}
          {canPublish && (
            <Button variant="contained" onClick={() => setPublishing(true)}>
              {terbit ? t('ranking.terbit_ulang') : t('ranking.terbitkan')}
            </Button>
          )}
        </Stack>
      }
      columns={[
        { id: 'peringkat', label: t('columns.peringkat'), render: (r) => r.peringkat ?? '—' },
        { id: 'nama', label: t('columns.daerah'), render: (r) => r.nama, card: 'title' },
        { id: 'klaster', label: t('columns.klaster'), render: (r) => r.klaster },
        {
          id: 'total_score',
          label: t('columns.total_score'),
          render: (r) => score(r.total_score),
          ...right,
        },
        {
          id: 'skor_penilaian',
          label: t('columns.skor_penilaian'),
          render: (r) => score(r.skor_penilaian),
          ...right,
        },
        {
          id: 'skor_validasi_lapangan',
          label: t('columns.skor_validasi_lapangan'),
          render: (r) => score(r.skor_validasi_lapangan),
          ...right,
        },
        {
          id: 'overall_score',
          label: t('columns.overall_score'),
          render: (r) => score(r.overall_score),
          ...right,
        },
      ]}
      empty={t('kosong')}
      failed={t('gagal')}
    >
      <Dialog open={publishing} onClose={() => setPublishing(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('ranking.terbit_judul', { tahun })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <span>{t('ranking.terbit_isi')}</span>
            {terbit && <span>{t('ranking.terbit_ulang_isi')}</span>}
            {terbit && (
              <TextField
                label={t('alasan')}
                value={alasan}
                onChange={(e) => setAlasan(e.target.value)}
                required
                multiline
                minRows={2}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPublishing(false)}>{t('batal')}</Button>
          <Button
            variant="contained"
            disabled={terbit !== null && !alasan.trim()}
            onClick={() => void publish()}
          >
            {terbit ? t('ranking.terbit_ulang') : t('ranking.terbitkan')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={weighing !== null} onClose={() => setWeighing(null)}>
        <DialogTitle>{t('ranking.bobot_judul', { tahun })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {(['iid', 'presentasi', 'validasi'] as const).map((k) => (
              <TextField
                key={k}
                type="number"
                label={t(`ranking.bobot_${k}`)}
                value={weighing?.[k] ?? ''}
                onChange={(e) => setWeighing((w) => (w ? { ...w, [k]: e.target.value } : w))}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWeighing(null)}>{t('batal')}</Button>
          <Button variant="contained" onClick={() => void weigh()}>
            {t('simpan')}
          </Button>
        </DialogActions>
      </Dialog>
    </DataTablePage>
  );
}
