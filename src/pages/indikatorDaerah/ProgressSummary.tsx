import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Progress } from './answers';
import { formatScore } from './formatScore';

/** Completeness (answered / total, mandatory ones) and the period's total points. */
export function ProgressSummary({ progress, total }: { progress: Progress; total: number }) {
  const translate = useTranslate();
  const percent = progress.total ? (progress.answered / progress.total) * 100 : 0;
  return (
    <Card variant="outlined" aria-live="polite">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', gap: 1 }}
        >
          <Typography data-testid="kelengkapan">
            {translate('indikator_daerah.progress', progress)}
          </Typography>
          <Typography data-testid="total-poin" sx={{ fontWeight: 600 }}>
            {translate('indikator_daerah.points_total', { skor: formatScore(total) })}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          sx={{ my: 1, height: 8, borderRadius: 4 }}
          aria-label={translate('indikator_daerah.progress', progress)}
        />
        <Typography
          variant="body2"
          color={progress.requiredAnswered < progress.required ? 'warning.dark' : 'success.dark'}
        >
          {translate('indikator_daerah.progress_required', {
            answered: progress.requiredAnswered,
            total: progress.required,
          })}
        </Typography>
      </CardContent>
    </Card>
  );
}
