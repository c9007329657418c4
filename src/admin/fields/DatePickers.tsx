import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import { useMemo, useState, type ReactNode } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

/**
 * Date and date-time inputs on MUI X pickers with dayjs in the `id` locale: typed and shown as
 * DD/MM/YYYY (HH:mm) with an Indonesian calendar whatever the browser's language, sent as
 * `YYYY-MM-DD` (`YYYY-MM-DD HH:mm:ss`, Jakarta time as spec 5 stores it). Loaded lazily.
 */
const MODES = {
  date: { display: 'DD/MM/YYYY', api: 'YYYY-MM-DD' },
  datetime: { display: 'DD/MM/YYYY HH:mm', api: 'YYYY-MM-DD HH:mm:ss' },
} as const;

type Mode = keyof typeof MODES;

export interface PickerInputProps {
  source: string;
  /** i18n key. */
  label: string;
  validate?: Validator;
  mode: Mode;
  /** Shown but not changeable, with the reason under it. */
  disabled?: boolean;
  note?: string;
}

function useLocaleText(): Partial<PickersLocaleText> {
  const translate = useTranslate();
  return useMemo(
    () => ({
      previousMonth: translate('datepicker.previous_month'),
      nextMonth: translate('datepicker.next_month'),
      cancelButtonLabel: translate('ra.action.cancel'),
      clearButtonLabel: translate('datepicker.clear'),
      okButtonLabel: translate('datepicker.ok'),
      todayButtonLabel: translate('datepicker.today'),
      datePickerToolbarTitle: translate('datepicker.pick_date'),
      dateTimePickerToolbarTitle: translate('datepicker.pick_date_time'),
      openDatePickerDialogue: (formatted: string | null) =>
        formatted
          ? translate('datepicker.open_with', { date: formatted })
          : translate('datepicker.open'),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        translate(view === 'year' ? 'datepicker.to_calendar' : 'datepicker.to_year'),
      fieldDayPlaceholder: () => 'DD',
      fieldMonthPlaceholder: () => 'MM',
      fieldYearPlaceholder: (p: { digitAmount: number }) => 'Y'.repeat(p.digitAmount),
      fieldHoursPlaceholder: () => 'hh',
      fieldMinutesPlaceholder: () => 'mm',
      year: translate('datepicker.year'),
      month: translate('datepicker.month'),
      day: translate('datepicker.day'),
      hours: translate('datepicker.hours'),
      minutes: translate('datepicker.minutes'),
      empty: translate('datepicker.empty'),
    }),
    [translate],
  );
}

const toDayjs = (value: unknown, mode: Mode): Dayjs | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(String(value).replace('T', ' ').slice(0, MODES[mode].api.length));
  return parsed.isValid() ? parsed : null;
};

export function PickerInput({ source, label, validate, mode, disabled, note }: PickerInputProps) {
  const translate = useTranslate();
  const localeText = useLocaleText();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const fmt = MODES[mode];
  // What the picker shows, kept while a date is only partly typed.
  const [shown, setShown] = useState<Dayjs | null>(() => toDayjs(field.value, mode));
  const [sent, setSent] = useState<unknown>(field.value);
  if (field.value !== sent) {
    // A new value from outside (a reset, a restored draft) replaces what is shown.
    setSent(field.value);
    setShown(toDayjs(field.value, mode));
  }

  function change(next: Dayjs | null) {
    setShown(next);
    const value = next === null ? null : next.isValid() ? next.format(fmt.api) : undefined;
    if (value === undefined) return;
    setSent(value);
    field.onChange(value);
  }

  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  // As react-admin's FieldTitle marks a required input.
  const title: ReactNode = `${translate(label, { _: label })}${isRequired ? ' *' : ''}`;
  const common = {
    label: title,
    format: fmt.display,
    value: shown,
    onChange: change,
    disabled,
    enableAccessibleFieldDOMStructure: false as const,
    slotProps: {
      textField: {
        name: field.name,
        onBlur: field.onBlur,
        error: !!error,
        size: 'small' as const,
        className: 'ra-input',
        sx: { minWidth: 200, mt: 1, mb: 0.5 },
        helperText: error ? <InputHelperText error={error} /> : note,
      },
      field: { clearable: true },
    },
  };
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="id" localeText={localeText}>
      {mode === 'date' ? <DatePicker {...common} /> : <DateTimePicker {...common} ampm={false} />}
    </LocalizationProvider>
  );
}

export default PickerInput;
