import { Alert, Box, Chip, Divider, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { formatScore } from '../formatScore';
import type { AnswerResult } from '../../../domain/indicatorAnswer';
import type { AnswerOwnerRef } from '../../providers/answerOwner';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import type { AnswerDraft } from './answerDraft';
import { errorFieldOf } from './answers';
import { AnswerInput } from './AnswerInput';
import { IndicatorCardFrame } from './IndicatorCardFrame';
import { IndicatorDocuments } from './IndicatorDocuments';

interface Props {
  owner: AnswerOwnerRef;
  row: IndikatorDaerah;
  value: AnswerDraft;
  /** The answer engine's result for the answer as typed. */
  result: AnswerResult;
  /** The answer lacks its supporting document: the points the document would unlock. */
  missing: { skor: number } | null;
  error?: string;
  editable: boolean;
  onChange: (indikatorId: number, next: AnswerDraft) => void;
}

/** One indicator on the input screen: its question, answer, live points and evidence. */
export const IndicatorCard = memo(function IndicatorCard(props: Props) {
  const { row, value, result, missing, error, editable, owner } = props;
  const points = result.ok ? result.skor : null;
  const translate = useTranslate();
  return (
    <IndicatorCardFrame
      row={row}
      error={error}
      chips={
        <>
          <Chip
            size="small"
            variant="outlined"
            color={result.ok && result.lengkap ? 'success' : 'default'}
            label={translate(
              result.ok && result.lengkap
                ? 'indikator_daerah.complete'
                : 'indikator_daerah.incomplete',
            )}
          />
          <Chip
            size="small"
            color={points !== null && points > 0 ? 'success' : 'default'}
            label={translate('indikator_daerah.points', {
              skor: points === null ? '—' : formatScore(points),
            })}
            data-testid={`poin-${row.id}`}
          />
        </>
      }
    >
      {row.keterangan && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {row.keterangan}
        </Typography>
      )}
      {row.status_verifikasi === 1 || row.status_verifikasi === 2 ? (
        <Alert
          severity={row.status_verifikasi === 1 ? 'success' : 'error'}
          sx={{ mt: 1 }}
          data-testid={`verifikasi-${row.id}`}
        >
          {row.status_verifikasi === 1
            ? translate('inovasi_review.verdict_accepted', {
                skor: formatScore(row.skor_verifikasi ?? 0),
              })
            : translate('inovasi_review.verdict_rejected', { alasan: row.catatan ?? '' })}
          {row.status_verifikasi === 1 && row.catatan ? ` ${row.catatan}` : ''}
        </Alert>
      ) : null}
      <Box sx={{ mt: 1.5 }}>
        <AnswerInput
          row={row}
          value={value}
          error={error}
          errorField={errorFieldOf(result)}
          disabled={!editable}
          onChange={(next) => props.onChange(row.id, next)}
        />
      </Box>
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {translate('indikator_daerah.dokumen')}
      </Typography>
      {missing && (
        // Why a saved answer still counts 0 points (issue 37): the server's evidence rule.
        <Alert
          severity="warning"
          role="status"
          sx={{ mb: 1 }}
          data-testid={`dokumen-kurang-${row.id}`}
        >
          {missing.skor > 0
            ? translate('indikator_daerah.evidence_missing_points', {
                skor: formatScore(missing.skor),
              })
            : translate('indikator_daerah.evidence_missing')}
        </Alert>
      )}
      <IndicatorDocuments
        owner={owner}
        indikatorId={row.id}
        rules={row}
        initial={row.dokumen}
        canWrite={editable}
      />
    </IndicatorCardFrame>
  );
});
