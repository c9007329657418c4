import CommentIcon from '@mui/icons-material/Comment';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import RateReviewIcon from '@mui/icons-material/RateReview';
import TimelineIcon from '@mui/icons-material/Timeline';
import {
  Button,
  Chip,
  IconButton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactElement } from 'react';
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

/** A row action as an icon: its name is its tooltip (hover and keyboard focus) and aria-label. */
function IconAction(props: {
  label: string;
  icon: ReactElement;
  to?: string;
  onClick?: () => void;
}) {
  return (
    <Tooltip title={props.label}>
      {props.to ? (
        <IconButton aria-label={props.label} component={RouterLink} to={props.to} size="small">
          {props.icon}
        </IconButton>
      ) : (
        <IconButton aria-label={props.label} onClick={props.onClick} size="small">
          {props.icon}
        </IconButton>
      )}
    </Tooltip>
  );
}

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
  // Below 1536 px the year and number columns leave the table (hideBelow): both go under the
  // name instead.
  const laptop = useMediaQuery((t: Theme) => t.breakpoints.between('md', 'xl'), { noSsr: true });
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

  // What a verifier does on many rows a day: the journey's steps as labelled buttons; the
  // rest (open, timeline, registration, summary, comment) as icon buttons named by their
  // tooltip and accessible name, so the row's actions fit a laptop beside its facts.
  const summary = (row: ReviewListRow) => () =>
    void saveProtectedFile(
      `/api/inovasi/download-pdf/${row.id}`,
      `${translate('alur.summary_file', { nama: row.nama })}.pdf`,
    ).catch(() => notify('profil.download_failed', { type: 'error' }));
  const buttons = (row: ReviewListRow) => (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-end', minWidth: 170 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <IconAction
          label={translate('inovasi_review.open')}
          icon={<RateReviewIcon />}
          to={`/dashboard/inovasi-review/${row.id}`}
        />
        <IconAction
          label={translate(config.viewLabel ?? 'alur.view')}
          icon={<TimelineIcon />}
          onClick={() => setViewing(row)}
        />
        <IconAction
          label={translate('alur.registrasi.open')}
          icon={<ConfirmationNumberIcon />}
          to={`/dashboard/nomor_registrasi/${row.id}`}
        />
        {config.summary && (
          <IconAction
            label={translate('alur.summary')}
            icon={<PictureAsPdfIcon />}
            onClick={summary(row)}
          />
        )}
        {config.comments && (row.status === 'ditolak' || row.status === 'ditolak_qc') && (
          <IconAction
            label={translate('alur.comment')}
            icon={<CommentIcon />}
            onClick={() => setTask({ kind: 'comment', inovasi: row })}
          />
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {config.actions
          .filter((action) => transition(action, row.status, roles).ok)
          .map((action) => (
            <Button
              key={action}
              size="small"
              variant="contained"
              color={action === 'tolak' || action === 'qc-tolak' ? 'error' : 'primary'}
              onClick={() => setTask({ kind: 'transition', action, inovasi: row })}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {translate(`alur.aksi.${action}`)}
            </Button>
          ))}
      </Stack>
    </Stack>
  );
  const stage = (row: ReviewListRow) =>
    translate(`choices.tahapan.${STAGES[row.inovasi_status] ?? 'inisiatif'}`);
  // The state and who acts next in one cell (as the innovation list shows them).
  const statusChip = (row: ReviewListRow) => (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start', minWidth: 130 }}>
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
        sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
      <Typography variant="caption" color="text.secondary">
        {translate('alur.waiting_for', { who: text.waiting(row.menunggu) })}
      </Typography>
    </Stack>
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
      rowLink={(row) => `/dashboard/inovasi-review/${row.id}`}
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
                {laptop ? ` · ${row.tahun}` : ''}
                {row.nama_opd ? ` · ${row.nama_opd}` : ''}
              </Typography>
              {/* On a laptop the number's column is left out: it stays under the name. */}
              {laptop && row.nomor && (
                <Typography variant="body2" color="text.secondary">
                  {row.nomor}
                </Typography>
              )}
            </>
          ),
          { sortBy: 'nama', width: 240 },
        ),
        column('daerah', (row) => row.nama_daerah, { sortBy: 'nama_daerah', maxWidth: 160 }),
        // Below 1536 px the year (the queue's own period), the number and the implementation
        // date leave the table for the columns a verifier compares and the row's buttons; the
        // year and number go under the name, the review screen a row opens shows the date, and
        // a phone card lists all three.
        column('tahun', (row) => row.tahun, { sortBy: 'tahun', hideBelow: 'xl' }),
        column('status', statusChip, { maxWidth: 170 }),
        column('dikirim', (row) => formatDateTime(row.dikirim_pada), {
          sortBy: 'dikirim_pada',
          maxWidth: 110,
        }),
        // What a verifier compares (spec 2, issue 27 item 1), each sortable.
        column('nomor', (row) => row.nomor ?? '—', { sortBy: 'nomor', hideBelow: 'xl' }),
        column(
          'waktu_implementasi',
          (row) => (row.waktu_implementasi ? formatDate(row.waktu_implementasi) : '—'),
          { sortBy: 'waktu_implementasi', hideBelow: 'xl' },
        ),
        column('kematangan', (row) => score(row.kematangan), {
          sortBy: 'kematangan',
          align: 'right',
        }),
        column('verifikasi_points', (row) => score(row.verifikasi_points), {
          sortBy: 'verifikasi_points',
          align: 'right',
        }),
        ...(config.note
          ? [column('catatan', (row) => row.catatan ?? '—', { maxWidth: 220, clamp: true })]
          : []),
        column('aksi', buttons, { card: 'actions', align: 'right' }),
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
