import {
  Autocomplete,
  Box,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { useTranslate } from 'react-admin';
import { COUNT_MAX, COUNT_MIN } from '../../../domain/settings';
import { parseYearList } from './settingsModel';

export interface SettingInputProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

function useTexts(name: string) {
  const translate = useTranslate();
  return {
    label: translate(`settings.fields.${name}.label`, { _: name }),
    help: translate(`settings.fields.${name}.help`, { _: '' }),
    translate,
  };
}

/** A 0/1 flag as a switch that says what it does. */
export function FlagInput({ name, value, onChange, error }: SettingInputProps) {
  const { label, help, translate } = useTexts(name);
  const on = value === '1';
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(e) => onChange(e.target.checked ? '1' : '0')}
            slotProps={{ input: { 'aria-describedby': `${name}-help` } }}
          />
        }
        label={`${label}: ${translate(on ? 'settings.on' : 'settings.off')}`}
      />
      <FormHelperText id={`${name}-help`} error={!!error} sx={{ mt: 0, ml: 6 }}>
        {error ?? help}
      </FormHelperText>
    </Box>
  );
}

/** The active year, chosen among the data years. */
export function YearInput({
  name,
  value,
  onChange,
  error,
  years,
}: SettingInputProps & { years: number[] }) {
  const { label, help } = useTexts(name);
  const choices = years.includes(Number(value)) || !value ? years : [...years, Number(value)];
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? help}
      sx={{ minWidth: 220 }}
    >
      {choices.map((y) => (
        <MenuItem key={y} value={String(y)}>
          {y}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The data years as chips picked from a list; stored as a JSON array, ascending. */
export function YearsInput({
  name,
  value,
  onChange,
  error,
  years,
}: SettingInputProps & { years: number[] }) {
  const { label, help } = useTexts(name);
  const chosen = parseYearList(value);
  return (
    <Autocomplete
      multiple
      options={years}
      value={chosen}
      getOptionLabel={(y) => String(y)}
      onChange={(_e, next) => onChange(JSON.stringify([...new Set(next)].sort((a, b) => a - b)))}
      renderInput={(params) => (
        <TextField {...params} label={label} error={!!error} helperText={error ?? help} />
      )}
      sx={{ maxWidth: 560 }}
    />
  );
}

/** The deadline as a DD/MM/YYYY date, stored as YYYY-MM-DD; empty means no deadline. */
export function DeadlineInput({ name, value, onChange, error }: SettingInputProps) {
  const { label, help } = useTexts(name);
  const parsed = value ? dayjs(value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id">
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        value={parsed && parsed.isValid() ? parsed : null}
        onChange={(d) => onChange(d && d.isValid() ? d.format('YYYY-MM-DD') : '')}
        slotProps={{
          textField: { error: !!error, helperText: error ?? help, sx: { minWidth: 220 } },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}

/** A whole number (`count` settings, domain/settings.ts COUNT_MIN..COUNT_MAX). */
export function CountInput({ name, value, onChange, error }: SettingInputProps) {
  const { label, help } = useTexts(name);
  return (
    <TextField
      type="number"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? help}
      slotProps={{ htmlInput: { min: COUNT_MIN, max: COUNT_MAX, step: 1 } }}
      sx={{ maxWidth: 220 }}
    />
  );
}

/** Any setting the product does not read: its text as stored. */
export function TextSettingInput({ name, value, onChange, error }: SettingInputProps) {
  return (
    <TextField
      label={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error}
      multiline
      maxRows={6}
      fullWidth
    />
  );
}
