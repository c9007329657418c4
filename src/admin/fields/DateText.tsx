import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatDate, formatDateTime } from '../../../domain/format';

/** Spec 9: dates read DD/MM/YYYY, date-times DD/MM/YYYY HH:mm WIB. */
export function DateText({ source, withTime = false }: { source: string; withTime?: boolean }) {
  const value = useFieldValue({ source }) as string | null | undefined;
  if (!value) return null;
  return (
    <Typography component="span" variant="body2">
      {withTime ? formatDateTime(value) : formatDate(String(value).slice(0, 10))}
    </Typography>
  );
}
