import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnswerSummary } from '../../../domain/indicatorSummary';
import { formatScore } from '../formatScore';
import type { AnswerProgress } from './answers';

/**
 * The answers given (of all, of the mandatory ones), the period's points and, while some answers
 * still wait for their supporting document, how many and the points they would add: a saved
 * answer without its document counts 0 points and is not complete (the server's rule), and the
 * screen says why instead of looking unsaved (issue 37).
 */
export function ProgressSummary({
  summary,
  progress,
}: {
  summary: AnswerSummary;
  progress: AnswerProgress;
}) {
  const translate = useTranslate();
  const percent = summary.jumlah ? (progress.terjawab / summary.jumlah) * 100 : 0;
  const answered = translate('indikator_daerah.progress', {
    answered: progress.terjawab,
    total: summary.jumlah,
  });
  return (
    <Card variant="outlined" aria-live="polite">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', gap: 1 }}
        >
          <Typography data-testid="kelengkapan">{answered}</Typography>
          <Typography data-testid="total-poin" sx={{ fontWeight: 600 }}>
            {translate('indikator_daerah.points_total', { skor: formatScore(summary.skor) })}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ my: 1, height: 8, borderRadius: 4 }}
          aria-label={answered}
        />
        <Typography
          variant="body2"
          color={progress.wajib_terjawab < summary.wajib ? 'warning.dark' : 'success.dark'}
        >
          {translate('indikator_daerah.progress_required', {
            answered: progress.wajib_terjawab,
            total: summary.wajib,
          })}
        </Typography>
        <Typography variant="body2" data-testid="lengkap-dokumen">
          {translate('indikator_daerah.progress_complete', {
            complete: summary.lengkap,
            total: summary.jumlah,
          })}
        </Typography>
        {progress.menunggu_dokumen > 0 && (
          <Typography variant="body2" color="warning.dark" data-testid="menunggu-dokumen">
            {translate('indikator_daerah.waiting_documents', {
              n: progress.menunggu_dokumen,
              skor: formatScore(progress.poin_menunggu),
            })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
