import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AnswerSummary } from '../../../domain/indicatorSummary';
import { formatScore } from '../formatScore';

/** Completeness (complete / total, mandatory ones) and the period's total points. */
export function ProgressSummary({ summary }: { summary: AnswerSummary }) {
  const translate = useTranslate();
  const percent = summary.jumlah ? (summary.lengkap / summary.jumlah) * 100 : 0;
  const progress = translate('indikator_daerah.progress', {
    answered: summary.lengkap,
    total: summary.jumlah,
  });
  return (
    <Card variant="outlined" aria-live="polite">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', gap: 1 }}
        >
          <Typography data-testid="kelengkapan">{progress}</Typography>
          <Typography data-testid="total-poin" sx={{ fontWeight: 600 }}>
            {translate('indikator_daerah.points_total', { skor: formatScore(summary.skor) })}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ my: 1, height: 8, borderRadius: 4 }}
          aria-label={progress}
        />
        <Typography
          variant="body2"
          color={summary.wajib_lengkap < summary.wajib ? 'warning.dark' : 'success.dark'}
        >
          {translate('indikator_daerah.progress_required', {
            answered: summary.wajib_lengkap,
            total: summary.wajib,
          })}
        </Typography>
      </CardContent>
    </Card>
  );
}
