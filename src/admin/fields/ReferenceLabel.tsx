import { Typography } from '@mui/material';
import { useFieldValue, useRecordContext } from 'react-admin';

/**
 * A reference by its target's label, as the API's list and show answers carry it
 * (`_labels: {field: label}`, resolved in one query per target and page, server/crud/
 * referenceLabels.ts). A value whose record is gone reads "—", never a bare id.
 */
export function ReferenceLabel({ source }: { source: string; label?: string }) {
  const record = useRecordContext<{ _labels?: Record<string, string> }>();
  const value = useFieldValue({ source });
  const label = record?._labels?.[source];
  if (value === null || value === undefined || value === '') return null;
  return (
    <Typography component="span" variant="body2">
      {label ?? '—'}
    </Typography>
  );
}
