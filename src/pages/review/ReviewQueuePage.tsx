import { Button, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDate, formatDateTime } from '../../../domain/format';
import { transition, type WorkflowAction } from '../../../domain/innovationWorkflow';
import { DataTablePage } from '../../admin/dataTable/DataTablePage';
import { HomeIndexPanel } from '../../shared/AverageIndexPanel';
import type { Column } from '../../admin/dataTable/types';
import { useDataTable } from '../../admin/dataTable/useDataTable';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { ReviewListQueue, ReviewListRow } from '../../providers/reviewApi';
import { getRoles } from '../../providers/session';
import { saveProtectedFile } from '../../providers/upload';
import { ActionDialog, type DialogTask } from '../../shared/workflow/ActionDialog';
import { TimelineDialog } from '../../shared/workflow/TimelineDialog';
import { formatScore } from '../../shared/formatScore';
import { useWorkflowText } from '../../shared/workflow/workflowText';

const score = (v: number | null) => (v === null ? '—' : formatScore(v));

const STAGES = ['inisiatif', 'uji_coba', 'penerapan'];

export interface ReviewScreen {
  /** The screen id, also the i18n key of its title and intro. */
  screen: 'review' | 'hasil-review' | 'hasil-rejected' | 'quality-control';
  queue: ReviewListQueue;
  /** The steps this screen offers; each shows on a row only where the journey allows it. */
  actions: readonly WorkflowAction[];
  /** hasil-rejected: comments on rejected innovations. */
  comments?: boolean;
  /** hasil-review, quality-control: "download summary", the review result as a PDF. */
  summary?: boolean;
  /** The timeline button's label: "Lihat", or "Pratinjau Hasil QC" on the review screen. */
  viewLabel?: string;
  /** The verifier's note column (rejections). */
  note?: boolean;
}

/**
 * A review list (spec 2 "Review and quality control"): the queue's innovations in the account's
 * area, with their state and who acts next, and the steps the journey allows on each row for
 * the account's roles (the API applies the same rule and answers 409 when another reviewer
 * acted first).
 */
export function ReviewQueuePage({ config }: { config: ReviewScreen }) {
  const translate = useTranslate();
  const notify = useNotify();
  const text = useWorkflowText();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const roles = getRoles();
  const [task, setTask] = useState<DialogTask | null>(null);
  const [viewing, setViewing] = useState<ReviewListRow | null>(null);
  // A dashboard figure opens the queue of one year (`?tahun=`, issue 23 item 3).
  const [params] = useSearchParams();
  const tahun = /^\d{4}$/.test(params.get('tahun') ?? '') ? Number(params.get('tahun')) : undefined;
  const table = useDataTable<ReviewListRow, object>({
    queryKey: ['review-list', config.queue, tahun],
    filter: {},
    sort: { by: 'dikirim_pada', dir: 'desc' },
    fetch: ({ page, perPage, search, sort }) =>
      dataProvider.reviewList(config.queue, {
        page,
        per_page: perPage,
        search,
        tahun,
        orderBy: sort?.by,
        orderDirection: sort?.dir,
      }),
  });

  const submit = async (t: DialogTask, note: string) => {
    if (t.kind === 'comment') {
      await dataProvider.comment(t.inovasi.id, note);
      notify(translate('alur.comment_saved'), { type: 'success' });
    } else {
      const result = await dataProvider.transition(t.inovasi.id, t.action, note || undefined);
      notify(translate('alur.done', { status: text.status(result.status) }), {
        type: 'success',
      });
    }
    await queryClient.invalidateQueries({ queryKey: ['review-list'] });
    await queryClient.invalidateQueries({ queryKey: ['inovasi-timeline', t.inovasi.id] });
  };

  const buttons = (row: ReviewListRow) => (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`/dashboard/inovasi-review/${row.id}`}
      >
        {translate('inovasi_review.open')}
      </Button>
      <Button size="small" variant="outlined" onClick={() => setViewing(row)}>
        {translate(config.viewLabel ?? 'alur.view')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        component={RouterLink}
        to={`/dashboard/nomor_registrasi/${row.id}`}
      >
        {translate('alur.registrasi.open')}
      </Button>
      {config.summary && (
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            void saveProtectedFile(
              `/api/inovasi/download-pdf/${row.id}`,
              `${translate('alur.summary_file', { nama: row.nama })}.pdf`,
            ).catch(() => notify('profil.download_failed', { type: 'error' }))
          }
        >
          {translate('alur.summary')}
        </Button>
      )}
      {config.comments && (row.status === 'ditolak' || row.status === 'ditolak_qc') && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setTask({ kind: 'comment', inovasi: row })}
        >
          {translate('alur.comment')}
        </Button>
      )}
      {config.actions
        .filter((action) => transition(action, row.status, roles).ok)
        .map((action) => (
          <Button
            key={action}
            size="small"
            variant="contained"
            color={action === 'tolak' || action === 'qc-tolak' ? 'error' : 'primary'}
            onClick={() => setTask({ kind: 'transition', action, inovasi: row })}
          >
            {translate(`alur.aksi.${action}`)}
          </Button>
        ))}
    </Stack>
  );
  const stage = (row: ReviewListRow) =>
    translate(`choices.tahapan.${STAGES[row.inovasi_status] ?? 'inisiatif'}`);
  const statusChip = (row: ReviewListRow) => (
    <Chip
      size="small"
      color={
        row.status === 'diterima'
          ? 'success'
          : row.status === 'ditolak' || row.status === 'ditolak_qc'
            ? 'error'
            : 'default'
      }
      label={text.status(row.status)}
    />
  );
  const column = (
    id: string,
    render: Column<ReviewListRow>['render'],
    more?: Partial<Column<ReviewListRow>>,
  ): Column<ReviewListRow> => ({ id, label: translate(`alur.columns.${id}`), render, ...more });

  return (
    <DataTablePage
      table={table}
      title={translate(`alur.screens.${config.screen}`)}
      intro={[
        translate(`alur.intro.${config.screen}`),
        tahun ? translate('alur.hanya_tahun', { tahun }) : '',
      ]
        .filter(Boolean)
        .join(' ')}
      filters={[{ kind: 'search', label: translate('alur.search'), width: 360 }]}
      summary={<HomeIndexPanel screen={config.screen} />}
      columns={[
        column(
          'nama',
          (row) => (
            <>
              {row.nama}
              {row.kemiripan > 0 && (
                // Issue 38: copied work, opened on the review screen's match list.
                <Chip
                  size="small"
                  color="warning"
                  label={translate('kemiripan_panel.badge', { n: row.kemiripan })}
                  title={translate('kemiripan_panel.badge_hint')}
                  sx={{ ml: 1, verticalAlign: 'middle' }}
                />
              )}
              <Typography variant="body2" color="text.secondary">
                {stage(row)}
                {row.nama_opd ? ` · ${row.nama_opd}` : ''}
              </Typography>
            </>
          ),
          { sortBy: 'nama' },
        ),
        column('daerah', (row) => row.nama_daerah, { sortBy: 'nama_daerah' }),
        column('tahun', (row) => row.tahun, { sortBy: 'tahun' }),
        column('status', statusChip),
        column('menunggu', (row) => text.waiting(row.menunggu)),
        column('dikirim', (row) => formatDateTime(row.dikirim_pada), { sortBy: 'dikirim_pada' }),
        // What a verifier compares (spec 2, issue 27 item 1), each sortable.
        column('nomor', (row) => row.nomor ?? '—', { sortBy: 'nomor' }),
        column(
          'waktu_implementasi',
          (row) => (row.waktu_implementasi ? formatDate(row.waktu_implementasi) : '—'),
          { sortBy: 'waktu_implementasi' },
        ),
        column('kematangan', (row) => score(row.kematangan), {
          sortBy: 'kematangan',
          align: 'right',
        }),
        column('verifikasi_points', (row) => score(row.verifikasi_points), {
          sortBy: 'verifikasi_points',
          align: 'right',
        }),
        ...(config.note ? [column('catatan', (row) => row.catatan ?? '—', { maxWidth: 260 })] : []),
        column('aksi', buttons, { card: 'actions' }),
      ]}
      empty={translate('alur.empty')}
      failed={translate('alur.load_failed')}
      // A row's buttons need the width of a tablet's table to sit beside its facts.
      cardsBelow="md"
    >
      <ActionDialog task={task} onClose={() => setTask(null)} onSubmit={submit} />
      <TimelineDialog inovasi={viewing} onClose={() => setViewing(null)} />
    </DataTablePage>
  );
}
