import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { IndikatorDaerah } from '../../providers/indikatorApi';
import type { AnswerDraft } from './answerDraft';
import {
  isAutomatic,
  picksScale,
  takesBeforeAfter,
  takesNumber,
  TEXT_KINDS,
  type AnswerInputField,
} from './answers';

interface Props {
  row: IndikatorDaerah;
  value: AnswerDraft;
  onChange: (next: AnswerDraft) => void;
  error?: string;
  /** The input the error is about; null or absent: the answer as a whole. */
  errorField?: AnswerInputField | null;
  disabled: boolean;
}

const unit = (satuan: string | null) =>
  satuan
    ? { input: { endAdornment: <InputAdornment position="end">{satuan}</InputAdornment> } }
    : undefined;

/**
 * The input of one indicator by its kind (spec 5): a scale to pick (H, O, and L, C, V, F when
 * the indicator has a scale), one number with its unit (T), a before and an after value (G, X,
 * Y, Z, D), text (L, C), a video link (V); nothing for A, which the system computes.
 */
export function AnswerInput({ row, value, onChange, error, errorField, disabled }: Props) {
  const translate = useTranslate();
  const id = `jawaban-${row.id}`;
  const label = `${row.no_urut}${row.subs ?? ''}`;
  const kind = row.jenis.toUpperCase();
  // The error marks its own input; a derived value's error ("nilai" of a before/after kind)
  // marks both values it comes from.
  const marks = (field: AnswerInputField) =>
    !!error &&
    (!errorField ||
      errorField === field ||
      (errorField === 'nilai' && takesBeforeAfter(row) && field !== 'informasi'));
  const describedBy = (field: AnswerInputField) => (marks(field) ? `${id}-error` : undefined);
  const number = (field: 'nilai' | 'nilai_sebelum' | 'nilai_sesudah') => (
    <TextField
      id={`${id}-${field}`}
      label={translate(`indikator_daerah.${field}`)}
      value={value[field] ?? ''}
      onChange={(e) => onChange({ ...value, [field]: e.target.value })}
      disabled={disabled}
      error={marks(field)}
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-describedby': describedBy(field) },
        ...unit(row.satuan),
      }}
      sx={{ minWidth: 160, flex: 1 }}
    />
  );

  if (isAutomatic(row)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {row.nilai === null ? '—' : `${row.nilai}${row.satuan ? ` ${row.satuan}` : ''}`}
      </Typography>
    );
  }
  const textKind = TEXT_KINDS.has(kind);
  return (
    <Stack spacing={1.5}>
      {picksScale(row) && (
        <FormControl error={marks('skala')} disabled={disabled}>
          <RadioGroup
            aria-label={`${translate('indikator_daerah.pick_scale')} ${label}`}
            name={id}
            value={
              value.skala_id === null || value.skala_id === undefined ? '' : String(value.skala_id)
            }
            onChange={(e) => onChange({ ...value, skala_id: Number(e.target.value) })}
          >
            {row.skala.map((s) => (
              <FormControlLabel
                key={s.id}
                value={String(s.id)}
                control={<Radio />}
                label={s.keterangan}
                sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, py: 0.25 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      {takesBeforeAfter(row) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {number('nilai_sebelum')}
          {number('nilai_sesudah')}
        </Stack>
      )}
      {takesNumber(row) && number('nilai')}
      <TextField
        id={`${id}-informasi`}
        label={translate(
          kind === 'V' ? 'indikator_daerah.doc_link' : 'indikator_daerah.informasi_input',
        )}
        value={value.informasi ?? ''}
        onChange={(e) => onChange({ ...value, informasi: e.target.value })}
        disabled={disabled}
        error={marks('informasi') && (textKind || kind === 'V' || errorField === 'informasi')}
        slotProps={{ htmlInput: { 'aria-describedby': describedBy('informasi') } }}
        multiline={kind !== 'V'}
        minRows={textKind ? 3 : 1}
        size="small"
        fullWidth
      />
      {error && (
        <FormHelperText error role="alert" id={`${id}-error`}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
