import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ActivityAccount } from '../../providers/accountApi';
import { AccountPicker } from './AccountPicker';
import { DateField } from './DateField';

export interface ActivityFilterState {
  account: ActivityAccount | null;
  /** Jakarta dates `YYYY-MM-DD`, both included. */
  start_from: string;
  until: string;
}

export const rangeIsValid = (f: ActivityFilterState) =>
  !!f.start_from && !!f.until && f.start_from <= f.until;

/** User filter and date range of the activity log (spec 2). */
export function ActivityFilters(props: {
  value: ActivityFilterState;
  onChange: (next: ActivityFilterState) => void;
}) {
  const translate = useTranslate();
  const { value, onChange } = props;
  const invalid = !rangeIsValid(value);
  const dateField = (name: 'start_from' | 'until') => (
    <DateField
      label={translate(`activity.${name}`)}
      value={value[name]}
      onChange={(isoDate) => onChange({ ...value, [name]: isoDate })}
      error={invalid}
      helperText={invalid && name === 'until' ? translate('activity.range_invalid') : undefined}
    />
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <AccountPicker
        value={value.account}
        onChange={(account) => onChange({ ...value, account })}
      />
      {dateField('start_from')}
      {dateField('until')}
    </Stack>
  );
}
