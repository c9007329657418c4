import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { indicatorAnswerText } from '../../../i18n/id/indicatorAnswer';
import { answersKey, type AnswerOwnerRef } from '../../providers/answerOwner';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { isNoResponse, NO_RESPONSE_MESSAGE } from '../../providers/httpClient';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import {
  ownerDraftKey,
  readAnswersDraft,
  writeAnswersDraft,
  type AnswerDraft,
  type DraftMap,
} from './answerDraft';
import { UploadGuard, useUploadGuard } from '../upload/uploadGuard';
import { progressOf, summaryOf, toJawaban } from './answers';
import { IndicatorCard } from './IndicatorCard';
import { ProgressSummary } from './ProgressSummary';
import { useLiveResults } from './useLiveResults';

interface Props {
  owner: AnswerOwnerRef;
  tahun: number;
  rows: IndikatorDaerah[];
  editable: boolean;
  /** Shown between the restored-draft notice and the summary (the innovation's badge). */
  children?: ReactNode;
}

/**
 * The indicator input of any owner (region, innovation, trial results): every indicator with
 * the input of its kind, live points from the same scoring function as the server,
 * completeness, evidence, and a local draft of every unsaved answer.
 */
export function AnswerForm({ owner, tahun, rows, editable, children }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const queryClient = useQueryClient();
  const draftKey = ownerDraftKey(owner, tahun);
  const [drafts, setDrafts] = useState<DraftMap>(() => readAnswersDraft(draftKey));
  const [restored] = useState(() => Object.keys(readAnswersDraft(draftKey)).length > 0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // An evidence file still on its way: the save refuses, naming it, until it is attached.
  const uploads = useUploadGuard();
  const [refusedForUpload, setRefusedForUpload] = useState(false);

  // Every keystroke is kept on this device until the server has it.
  useEffect(() => writeAnswersDraft(draftKey, drafts), [draftKey, drafts]);

  const onChange = useCallback((indikatorId: number, next: AnswerDraft) => {
    setDrafts((d) => ({ ...d, [String(indikatorId)]: next }));
    setErrors((e) => {
      if (!(String(indikatorId) in e)) return e;
      const { [String(indikatorId)]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  // Points, completeness and messages as typed, from the server's own scoring function.
  const { values, results, missing } = useLiveResults(rows, drafts);
  const summary = useMemo(() => summaryOf(rows, results), [rows, results]);
  const progress = useMemo(() => progressOf(rows, results, missing), [rows, results, missing]);

  async function save() {
    const changed = rows.filter((row) => String(row.id) in drafts);
    if (changed.length === 0) return;
    if (uploads.unfinished) {
      setRefusedForUpload(true);
      notify('upload.unfinished_wait', {
        type: 'error',
        messageArgs: { name: uploads.unfinished },
      });
      return;
    }
    setRefusedForUpload(false);
    setSaving(true);
    try {
      await dataProvider.saveOwnerAnswers(
        owner,
        tahun,
        changed.map((row) => toJawaban(row, drafts[String(row.id)]!)),
      );
      setErrors({});
      // The drafts go once the saved rows are back: the counters move from the typed answers
      // to the same saved ones, never back to the old ones in between.
      try {
        await queryClient.invalidateQueries({ queryKey: answersKey(owner) });
      } finally {
        setDrafts({});
      }
      notify('indikator_daerah.saved', { type: 'success' });
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string>; message?: string } }).body;
      setErrors(body?.errors ?? {});
      const message = body?.errors
        ? 'indikator_daerah.save_failed'
        : isNoResponse(e)
          ? NO_RESPONSE_MESSAGE
          : (body?.message ?? 'ra.notification.http_error');
      notify(message, { type: 'error', messageArgs: { _: message } });
      const first = Object.keys(body?.errors ?? {})[0];
      if (first)
        document.getElementById(`indikator-${first}`)?.scrollIntoView?.({ block: 'center' });
    } finally {
      setSaving(false);
    }
  }

  const dirty = Object.keys(drafts).length > 0;
  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      {restored && dirty && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setDrafts({})}>
              {translate('indikator_daerah.draft_discard')}
            </Button>
          }
        >
          {translate('indikator_daerah.draft_restored')}
        </Alert>
      )}
      {!editable && <Alert severity="info">{translate('indikator_daerah.read_only')}</Alert>}
      {children}
      <ProgressSummary summary={summary} progress={progress} />
      {rows.length === 0 && <Typography>{translate('indikator_daerah.no_indicators')}</Typography>}
      <UploadGuard track={uploads.track}>
        {rows.map((row) => {
          const result = results.get(row.id)!;
          const error =
            errors[String(row.id)] ?? (result.ok ? undefined : indicatorAnswerText(result));
          return (
            <IndicatorCard
              key={row.id}
              owner={owner}
              row={row}
              value={values.get(row.id)!}
              result={result}
              missing={missing.get(row.id) ?? null}
              error={error}
              editable={editable}
              onChange={onChange}
            />
          );
        })}
      </UploadGuard>
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
            flexWrap: 'wrap',
            zIndex: 2,
          }}
        >
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={!dirty || saving}
            onClick={() => void save()}
          >
            {translate(saving ? 'indikator_daerah.saving' : 'indikator_daerah.save')}
          </Button>
          {dirty && (
            <Box component="span" sx={{ color: 'warning.dark' }}>
              {translate('indikator_daerah.unsaved')}
            </Box>
          )}
          {refusedForUpload && uploads.unfinished && (
            <Box component="span" role="alert" sx={{ color: 'error.main' }}>
              {translate('upload.unfinished_wait', { name: uploads.unfinished })}
            </Box>
          )}
        </Paper>
      )}
    </Stack>
  );
}
