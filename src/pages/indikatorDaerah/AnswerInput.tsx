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
import { BEFORE_AFTER_KINDS, SCALE_KINDS, TEXT_KINDS } from './answers';

interface Props {
  row: IndikatorDaerah;
  value: AnswerDraft;
  onChange: (next: AnswerDraft) => void;
  error?: string;
  disabled: boolean;
}

const unit = (satuan: string | null) =>
  satuan
    ? { input: { endAdornment: <InputAdornment position="end">{satuan}</InputAdornment> } }
    : undefined;

/** The input of one indicator by its kind (spec 5 "Indicator kinds"). */
export function AnswerInput({ row, value, onChange, error, disabled }: Props) {
  const translate = useTranslate();
  const id = `jawaban-${row.indikator_id}`;
  const number = (field: 'nilai' | 'nilai_sebelum' | 'nilai_sesudah', label: string) => (
    <TextField
      id={`${id}-${field}`}
      label={translate(label)}
      value={value[field] ?? ''}
      onChange={(e) => onChange({ ...value, [field]: e.target.value })}
      disabled={disabled}
      error={!!error}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'decimal' }, ...unit(row.satuan) }}
      sx={{ minWidth: 160, flex: 1 }}
    />
  );

  let input;
  if (SCALE_KINDS.has(row.jenis)) {
    input = (
      <FormControl error={!!error} disabled={disabled}>
        <RadioGroup
          aria-label={`${translate('indikator_daerah.pick_scale')} ${row.no_urut}${row.subs ?? ''}`}
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
    );
  } else if (BEFORE_AFTER_KINDS.has(row.jenis)) {
    input = (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {number('nilai_sebelum', 'indikator_daerah.nilai_sebelum')}
        {number('nilai_sesudah', 'indikator_daerah.nilai_sesudah')}
      </Stack>
    );
  } else if (row.jenis === 'T') {
    input = number('nilai', 'indikator_daerah.nilai');
  } else if (!TEXT_KINDS.has(row.jenis)) {
    input = null; // V, F, A: the evidence below is the answer.
  }

  return (
    <Stack spacing={1}>
      {input}
      {(TEXT_KINDS.has(row.jenis) || input === null || row.jenis === 'T') && (
        <TextField
          id={`${id}-informasi`}
          label={translate('indikator_daerah.informasi_input')}
          value={value.informasi ?? ''}
          onChange={(e) => onChange({ ...value, informasi: e.target.value })}
          disabled={disabled}
          error={!!error && TEXT_KINDS.has(row.jenis)}
          multiline
          minRows={TEXT_KINDS.has(row.jenis) ? 3 : 1}
          size="small"
          fullWidth
        />
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      {row.jenis === 'A' && (
        <Typography variant="body2" color="text.secondary">
          {row.skala_text}
        </Typography>
      )}
    </Stack>
  );
}
