import { Button, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { mayAct } from '../../../domain/actions';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import { getActiveYear, getRoles } from '../../providers/session';
import {
  fetchRanking,
  saveWeights,
  type AwardFilter,
  type RankingAnswer,
  type RankingRow,
} from './api';
import { PublicationPanel } from './PublicationPanel';
import { scoreColumns } from './scoreColumns';
import { pageOf, useAct, useAwardFilters } from './shared';
import { DialogShell } from '../../shared/DialogShell';

const first = (): AwardFilter => ({ tahun: getActiveYear(), klaster: '' });

/**
 * ranking-iga: the award ranking, its weights and its publication (superadmin). A published
 * year shows its latest version, frozen; opened for a revision, the draft ranking as it stands
 * (the public pages keep the published version until the next one).
 */
export function AwardRankingPage() {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`award.${key}`, args);
  const act = useAct();
  const queryClient = useQueryClient();
  const roles = getRoles();
  const canPublish = mayAct('ranking_iga.terbitkan', roles);
  const canWeigh = mayAct('ranking_iga.bobot', roles);
  const [meta, setMeta] = useState<RankingAnswer | null>(null);
  const [weighing, setWeighing] = useState<{
    iid: string;
    presentasi: string;
    validasi: string;
  } | null>(null);
  const table = useDataTable<RankingRow, AwardFilter>({
    queryKey: ['award', 'ranking'],
    filter: first(),
    fetch: async (params) => {
      const published = await fetchRanking(params.filter);
      // Open for a revision: the rows as they stand now, beside the version still public.
      const shown = published.terbit?.dibuka_at
        ? { ...(await fetchRanking(params.filter, true)), terbit: published.terbit }
        : published;
      setMeta(shown);
      return pageOf(shown.data, params);
    },
  });
  const { tahun } = table.params.filter;
  const bobot = meta?.bobot ?? { iid: 50, presentasi: 30, validasi: 20 };
  const terbit = meta?.terbit ?? null;
  const frozen = terbit !== null && terbit.dibuka_at === null;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['award'] });

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
  return (
    <DataTablePage
      table={table}
      title={t('screens.ranking-iga')}
      intro={t('intro.ranking-iga', bobot)}
      rowKey={(r) => `${r.iga_klaster_id}-${r.profil_id}`}
      filters={useAwardFilters()}
      summary={
        meta && (
          <PublicationPanel
            key={tahun}
            tahun={tahun}
            terbit={terbit}
            canPublish={canPublish}
            onChanged={reload}
          />
        )
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
          {canWeigh && !frozen && (
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
        </Stack>
      }
      columns={[
        { id: 'peringkat', label: t('columns.peringkat'), render: (r) => r.peringkat ?? '—' },
        { id: 'nama', label: t('columns.daerah'), render: (r) => r.nama, card: 'title' },
        { id: 'klaster', label: t('columns.klaster'), render: (r) => r.klaster },
        ...scoreColumns<RankingRow>(t),
      ]}
      empty={t('kosong')}
      failed={t('gagal')}
    >
      <DialogShell
        open={weighing !== null}
        title={t('ranking.bobot_judul', { tahun })}
        cancelLabel={t('batal')}
        confirmLabel={t('simpan')}
        onCancel={() => setWeighing(null)}
        onConfirm={() => void weigh()}
      >
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
      </DialogShell>
    </DataTablePage>
  );
}
