import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  InputAdornment,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTypedSearch } from '../../admin/useTypedSearch';
import { PagePagination } from '../../admin/PagePagination';
import SearchIcon from '@mui/icons-material/Search';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { transition, type WorkflowAction } from '../../../domain/innovationWorkflow';
import { formatDateTime } from '../../../domain/format';
import { LoadingText } from '../../admin/LoadingText';
import type { PortalDataProvider } from '../../providers/dataProvider';
import type { ReviewListQueue, ReviewListRow } from '../../providers/reviewApi';
import { getRoles } from '../../providers/session';
import { saveProtectedFile } from '../../providers/upload';
import { ActionDialog, type DialogTask } from '../../shared/workflow/ActionDialog';
import { TimelineDialog } from '../../shared/workflow/TimelineDialog';
import { useWorkflowText } from '../../shared/workflow/workflowText';

const STAGES = ['inisiatif', 'uji_coba', 'penerapan'];
type Sort = 'nama' | 'nama_daerah' | 'tahun' | 'dikirim_pada';

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
  /** The extra column: the verifier's note (rejections) or the registration number. */
  extra: 'catatan' | 'nomor';
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
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const roles = getRoles();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(20);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ by: Sort; dir: 'asc' | 'desc' }>({
    by: 'dikirim_pada',
    dir: 'desc',
  });
  const [task, setTask] = useState<DialogTask | null>(null);
  const [viewing, setViewing] = useState<ReviewListRow | null>(null);

  // A new search, page size or order starts again at the first page.
  const searchBox = useTypedSearch((value) => {
    setSearch(value);
    setPage(0);
  });

  const key = ['review-list', config.queue, page, perPage, search, sort] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      dataProvider.reviewList(config.queue, {
        page,
        per_page: perPage,
        search,
        orderBy: sort.by,
        orderDirection: sort.dir,
      }),
    placeholderData: keepPreviousData,
    retry: false,
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
  const extra = (row: ReviewListRow) =>
    (config.extra === 'catatan' ? row.catatan : row.nomor) ?? '—';
  const header = (label: string, by?: Sort) =>
    by ? (
      <TableSortLabel
        active={sort.by === by}
        direction={sort.by === by ? sort.dir : 'asc'}
        onClick={() => {
          setSort((s) => ({ by, dir: s.by === by && s.dir === 'asc' ? 'desc' : 'asc' }));
          setPage(0);
        }}
      >
        {translate(label)}
      </TableSortLabel>
    ) : (
      translate(label)
    );

  const rows = query.data?.data ?? [];
  const list = phone ? (
    <Stack spacing={1.5}>
      {rows.map((row) => (
        <Card key={row.id} variant="outlined">
          <CardContent>
            <Typography sx={{ fontWeight: 600 }}>{row.nama}</Typography>
            <Typography variant="body2" color="text.secondary">
              {row.nama_daerah}
              {row.nama_opd ? ` · ${row.nama_opd}` : ''} · {row.tahun} · {stage(row)}
            </Typography>
            <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
              {statusChip(row)}
              <Chip
                size="small"
                variant="outlined"
                label={translate('alur.waiting_for', { who: text.waiting(row.menunggu) })}
              />
            </Stack>
            {extra(row) !== '—' && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {extra(row)}
              </Typography>
            )}
          </CardContent>
          <CardActions>{buttons(row)}</CardActions>
        </Card>
      ))}
    </Stack>
  ) : (
    <TableContainer>
      <Table size="small" aria-label={translate(`alur.screens.${config.screen}`)}>
        <TableHead>
          <TableRow>
            <TableCell>{header('alur.columns.nama', 'nama')}</TableCell>
            <TableCell>{header('alur.columns.daerah', 'nama_daerah')}</TableCell>
            <TableCell>{header('alur.columns.tahun', 'tahun')}</TableCell>
            <TableCell>{header('alur.columns.status')}</TableCell>
            <TableCell>{header('alur.columns.menunggu')}</TableCell>
            <TableCell>{header('alur.columns.dikirim', 'dikirim_pada')}</TableCell>
            <TableCell>{header(`alur.columns.${config.extra}`)}</TableCell>
            <TableCell>{header('alur.columns.aksi')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                {row.nama}
                <Typography variant="body2" color="text.secondary">
                  {stage(row)}
                  {row.nama_opd ? ` · ${row.nama_opd}` : ''}
                </Typography>
              </TableCell>
              <TableCell>{row.nama_daerah}</TableCell>
              <TableCell>{row.tahun}</TableCell>
              <TableCell>{statusChip(row)}</TableCell>
              <TableCell>{text.waiting(row.menunggu)}</TableCell>
              <TableCell>{formatDateTime(row.dikirim_pada)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>{extra(row)}</TableCell>
              <TableCell>{buttons(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(`alur.screens.${config.screen}`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(`alur.intro.${config.screen}`)}
      </Typography>
      <TextField
        size="small"
        label={translate('alur.search')}
        {...searchBox}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {query.isPending ? (
        <LoadingText />
      ) : query.isError ? (
        <Alert severity="error">{translate('alur.load_failed')}</Alert>
      ) : rows.length === 0 ? (
        <Typography>{translate('alur.empty')}</Typography>
      ) : (
        <>
          {list}
          <PagePagination
            count={query.data.total}
            page={page}
            perPage={perPage}
            onPageChange={setPage}
            onPerPageChange={(n) => {
              setPerPage(n);
              setPage(0);
            }}
          />
        </>
      )}
      <ActionDialog task={task} onClose={() => setTask(null)} onSubmit={submit} />
      <TimelineDialog inovasi={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
