import {
  Box,
  Chip,
  Divider,
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import { IndicatorCardFrame } from '../../shared/indicatorAnswers/IndicatorCardFrame';
import { IndicatorDocuments } from '../../shared/indicatorAnswers/IndicatorDocuments';
import { formatScore } from '../../shared/formatScore';

/** The verifier's decision on one answer as edited on the screen. */
export interface Decision {
  status: 1 | 2 | null;
  /** The verified points as chosen (a scale point or 0), text for the select. */
  skor: string;
  catatan: string;
}

/** What the region answered, as text: the chosen scale, the numbers, the note. */
function answerText(row: IndikatorDaerah): string | null {
  const parts = [
    row.skala_text,
    row.nilai_sebelum !== null && row.nilai_sesudah !== null
      ? `${formatScore(row.nilai_sebelum)} → ${formatScore(row.nilai_sesudah)}`
      : null,
    row.nilai !== null ? `${formatScore(row.nilai)}${row.satuan ? ` ${row.satuan}` : ''}` : null,
  ].filter((p): p is string => !!p);
  return parts.length ? parts.join(' · ') : null;
}

/**
 * One indicator side by side (issue 9): the region's answer, points and evidence on the left;
 * the verifier's decision (accept with points, or reject with a reason) and note on the right.
 */
export const VerifyCard = memo(function VerifyCard(props: {
  inovasiId: number;
  row: IndikatorDaerah;
  decision: Decision;
  editable: boolean;
  error?: string;
  onChange: (indikatorId: number, next: Decision) => void;
}) {
  const { row, decision, editable, error, inovasiId } = props;
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`inovasi_review.${key}`, args);
  const set = (patch: Partial<Decision>) => props.onChange(row.id, { ...decision, ...patch });
  const points = [...new Set([0, ...row.skala.map((s) => s.nilai)])].sort((a, b) => a - b);
  const answer = answerText(row);
  // The message sits on the field it is about (issue 37): the points of an accepted answer, the
  // reason of a rejected one. The server's 422 names the indicator only; the decision says which.
  const pointsError = decision.status === 1 ? error : undefined;
  const noteError = decision.status === 2 ? error : undefined;
  const helperId = `poin-${row.id}-error`;
  return (
    <IndicatorCardFrame
      row={row}
      error={error}
      chips={
        <Chip
          size="small"
          color={decision.status === 1 ? 'success' : decision.status === 2 ? 'error' : 'default'}
          label={t(
            decision.status === 1 ? 'diterima' : decision.status === 2 ? 'ditolak' : 'belum',
          )}
        />
      }
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, mt: 1.5 }}
        divider={<Divider orientation="vertical" flexItem />}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" component="h4">
            {t('jawaban')}
          </Typography>
          <Typography
            sx={{ fontWeight: answer ? 500 : undefined }}
            color={answer ? undefined : 'text.secondary'}
          >
            {answer ?? t('no_answer')}
          </Typography>
          {row.informasi && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
              {row.informasi}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('self_score', { skor: formatScore(row.skor) })}
          </Typography>
          <Typography variant="subtitle2" component="h5" sx={{ mt: 1 }}>
            {translate('indikator_daerah.dokumen')}
          </Typography>
          <IndicatorDocuments
            owner={{ unit: 'inovasi', id: inovasiId }}
            indikatorId={row.id}
            rules={row}
            initial={row.dokumen}
            canWrite={false}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" component="h4">
            {t('verifikasi')}
          </Typography>
          <RadioGroup
            row
            value={decision.status === null ? '' : String(decision.status)}
            onChange={(e) => set({ status: Number(e.target.value) as 1 | 2 })}
          >
            <FormControlLabel
              value="1"
              control={<Radio />}
              label={t('diterima')}
              disabled={!editable}
            />
            <FormControlLabel
              value="2"
              control={<Radio />}
              label={t('ditolak')}
              disabled={!editable}
            />
          </RadioGroup>
          {decision.status === 1 && (
            <FormControl
              size="small"
              sx={{ minWidth: 180, mt: 1 }}
              disabled={!editable}
              error={!!pointsError}
              required
            >
              <InputLabel id={`poin-${row.id}`}>{t('points')}</InputLabel>
              <Select
                labelId={`poin-${row.id}`}
                label={t('points')}
                value={decision.skor}
                onChange={(e) => set({ skor: String(e.target.value) })}
                SelectDisplayProps={
                  pointsError ? { 'aria-describedby': helperId, 'aria-invalid': true } : undefined
                }
              >
                {points.map((p) => (
                  <MenuItem key={p} value={String(p)}>
                    {formatScore(p)}
                  </MenuItem>
                ))}
              </Select>
              {pointsError && <FormHelperText id={helperId}>{pointsError}</FormHelperText>}
            </FormControl>
          )}
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            sx={{ mt: 1.5 }}
            label={t(decision.status === 2 ? 'reason' : 'note')}
            required={decision.status === 2}
            value={decision.catatan}
            disabled={!editable}
            onChange={(e) => set({ catatan: e.target.value })}
            error={!!noteError}
            helperText={noteError}
          />
        </Box>
      </Stack>
    </IndicatorCardFrame>
  );
});
