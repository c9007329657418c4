import { Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useFieldValue } from 'react-admin';

/** Spec 9: dates read DD/MM/YYYY, date-times DD/MM/YYYY HH:mm. */
export function DateText({ source, withTime = false }: { source: string; withTime?: boolean }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  const date = dayjs(value);
  return (
    <Typography component="span" variant="body2">
      {date.isValid() ? date.format(withTime ? 'DD/MM/YYYY HH:mm' : 'DD/MM/YYYY') : value}
    </Typography>
  );
}
