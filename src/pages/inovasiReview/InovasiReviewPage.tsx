import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Button, Card, CardContent, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router';
import { rolesFor, transition, type WorkflowAction } from '../../../domain/innovationWorkflow';
import { hasAnyRole } from '../../../domain/roles';
import { LoadingText } from '../../admin/LoadingText';
import { answersKey } from '../../providers/answerOwner';
import type { EvaluasiInovasiInput, InnovationOwnerRef } from '../../providers/answersApi';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { isNoResponse, NO_RESPONSE_MESSAGE } from '../../providers/httpClient';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import { getRoles } from '../../providers/session';
import { formatScore } from '../../shared/formatScore';
import { ActionDialog, type DialogTask } from '../../shared/workflow/ActionDialog';
import { TimelineDialog } from '../../shared/workflow/TimelineDialog';
import { useWorkflowText } from '../../shared/workflow/workflowText';
import { VerifyCard, type Decision } from './VerifyCard';

/** Issue 38: the copied-work flags, loaded with their own chunk (the diff, the dialog). */
const SimilarityPanel = lazy(() =>
  import('./SimilarityPanel').then((m) => ({ default: m.SimilarityPanel })),
);

const STEPS: readonly WorkflowAction[] = ['setujui', 'tolak'];

const decisionOf = (row: IndikatorDaerah): Decision => ({
  status: row.status_verifikasi === 1 || row.status_verifikasi === 2 ? row.status_verifikasi : null,
  skor:
    row.skor_verifikasi === null || row.skor_verifikasi === undefined
      ? ''
      : String(row.skor_verifikasi),
  catatan: row.catatan ?? '',
});

/** The message a decision gets before it is sent (the server checks the same). */
function checkDecision(d: Decision, t: (key: string) => string): string | null {
  if (d.status === 2 && !d.catatan.trim()) return t('inovasi_review.reason_missing');
  if (d.status === 1 && d.skor === '') return t('inovasi_review.points_missing');
  return null;
}

/** Brings the first indicator with an error into view (its field carries the message). */
function showFirst(errors: Record<string, string>) {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(`indikator-${first}`)?.scrollIntoView?.({ block: 'center' });
}

/**
 * The review screen of an innovation (issue 9, `/inovasi/{id}/review`): the innovation, each
 * indicator's answer and evidence side by side with the verifier's decision and note, then
 * approve or reject the innovation.
 */
export function InovasiReviewPage() {
  const translate = useTranslate();
  const raw = useParams()['*'] ?? '';
  if (!/^\d{1,9}$/.test(raw))
    return <Alert severity="info">{translate('inovasi_review.none')}</Alert>;
  return <Review key={raw} id={Number(raw)} />;
}

function Review({ id }: { id: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const text = useWorkflowText();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const owner: InnovationOwnerRef = useMemo(() => ({ unit: 'inovasi', id }), [id]);
  const answers = useQuery({
    queryKey: answersKey(owner),
    queryFn: () => dataProvider.innovationAnswers(owner),
    retry: false,
  });
  const timeline = useQuery({
    queryKey: ['inovasi-timeline', id],
    queryFn: () => dataProvider.timeline(id),
    retry: false,
  });
  const [edits, setEdits] = useState<Record<string, Decision>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [task, setTask] = useState<DialogTask | null>(null);
  const [viewing, setViewing] = useState(false);
  const roles = getRoles();

  const onChange = useCallback((indikatorId: number, next: Decision) => {
    setEdits((e) => ({ ...e, [String(indikatorId)]: next }));
    setErrors((e) => {
      const { [String(indikatorId)]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  if (answers.isPending || timeline.isPending) return <LoadingText />;
  if (answers.isError || timeline.isError)
    return <Alert severity="error">{translate('indikator_inovasi.not_found')}</Alert>;
  const { inovasi, rows, ringkasan } = answers.data;
  const state = timeline.data.status;
  const editable = state === 'dikirim' && hasAnyRole(roles, rolesFor('setujui'));
  const decision = (row: IndikatorDaerah) => edits[String(row.id)] ?? decisionOf(row);
  const verifiedTotal = rows.reduce((s, r) => s + (Number(decision(r).skor) || 0), 0);

  async function save() {
    const changed = rows.filter((r) => String(r.id) in edits && decision(r).status !== null);
    const found: Record<string, string> = {};
    for (const r of changed) {
      const problem = checkDecision(decision(r), translate);
      if (problem) found[String(r.id)] = problem;
    }
    if (Object.keys(found).length) {
      setErrors(found);
      notify('inovasi_review.save_failed', { type: 'error' });
      showFirst(found);
      return;
    }
    if (changed.length === 0) return;
    setSaving(true);
    try {
      await dataProvider.evaluateInnovation(
        id,
        changed.map((r): EvaluasiInovasiInput => {
          const d = decision(r);
          return {
            indikator_id: r.id,
            status_verifikasi: d.status!,
            skor_verifikasi: d.status === 1 ? Number(d.skor) : null,
            catatan: d.catatan.trim() || null,
          };
        }),
      );
      setEdits({});
      await queryClient.invalidateQueries({ queryKey: answersKey(owner) });
      notify('inovasi_review.saved', { type: 'success' });
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string>; message?: string } }).body;
      setErrors(body?.errors ?? {});
      const message = body?.errors
        ? 'inovasi_review.save_failed'
        : isNoResponse(e)
          ? NO_RESPONSE_MESSAGE
          : (body?.message ?? 'ra.notification.http_error');
      notify(message, { type: 'error', messageArgs: { _: message } });
      showFirst(body?.errors ?? {});
    } finally {
      setSaving(false);
    }
  }

  const onSubmitStep = async (t: DialogTask, note: string) => {
    if (t.kind !== 'transition') return;
    const result = await dataProvider.transition(t.inovasi.id, t.action, note || undefined);
    notify(translate('alur.done', { status: text.status(result.status) }), { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['inovasi-timeline', id] });
    await queryClient.invalidateQueries({ queryKey: ['review-list'] });
    await queryClient.invalidateQueries({ queryKey: answersKey(owner) });
  };
  const dirty = Object.keys(edits).length > 0;
  const steps = STEPS.filter((a) => transition(a, state, roles).ok);

  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={() => navigate(-1)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('inovasi_review.back')}
      </Button>
      <Typography variant="h5" component="h1">
        {translate('inovasi_review.title')}
      </Typography>
      <Typography color="text.secondary">{translate('inovasi_review.intro')}</Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
              {inovasi.nama}
            </Typography>
            <Chip color="primary" label={text.status(state)} />
            <Chip
              variant="outlined"
              label={translate('alur.waiting_for', { who: text.waiting(timeline.data.menunggu) })}
            />
            {timeline.data.nomor && <Chip variant="outlined" label={timeline.data.nomor} />}
          </Stack>
          <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">
              {translate('inovasi_review.total_self', { skor: formatScore(ringkasan.skor) })}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate('inovasi_review.total_verified', { skor: formatScore(verifiedTotal) })}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={() => setViewing(true)}>
              {translate('inovasi_review.timeline')}
            </Button>
            {steps.map((action) => (
              <Button
                key={action}
                size="small"
                variant="contained"
                color={action === 'tolak' ? 'error' : 'primary'}
                onClick={() =>
                  setTask({
                    kind: 'transition',
                    action,
                    inovasi: { id, nama: inovasi.nama, status: state },
                  })
                }
              >
                {translate(`alur.aksi.${action}`)}
              </Button>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        <SimilarityPanel id={id} />
      </Suspense>
      {!editable && <Alert severity="info">{translate('inovasi_review.read_only')}</Alert>}
      {rows.map((row) => (
        <VerifyCard
          key={row.id}
          inovasiId={id}
          row={row}
          decision={decision(row)}
          editable={editable}
          error={errors[String(row.id)]}
          onChange={onChange}
        />
      ))}
      {editable && (
        <Paper
          elevation={6}
          sx={{
            position: 'sticky',
            bottom: 8,
            p: 1.5,
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            zIndex: 2,
          }}
        >
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!dirty || saving}
            onClick={() => void save()}
          >
            {translate('inovasi_review.save')}
          </Button>
        </Paper>
      )}
      <ActionDialog task={task} onClose={() => setTask(null)} onSubmit={onSubmitStep} />
      <TimelineDialog
        inovasi={viewing ? { id, nama: inovasi.nama } : null}
        onClose={() => setViewing(false)}
      />
    </Stack>
  );
}
