import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatNumber, type NumberFormat } from '../../../domain/format';

/** A number in the format its field kind names (spec 9), whatever the browser's language. */
export function NumberText({ source, format }: { source: string; format: NumberFormat }) {
  const value: unknown = useFieldValue({ source });
  const text = formatNumber(value, format);
  if (!text) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {text}
    </Typography>
  );
}
