import { Typography } from '@mui/material';
import { Labeled, useFieldValue } from 'react-admin';

/** The names of a `files` list (`[{name, value}]`), one per line. */
export function FileNames({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as { name: string }[] | null | undefined;
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line' }}>
      {value.map((f) => f.name).join('\n')}
    </Typography>
  );
}

/**
 * In forms, a `files` list is shown, not edited: the files are uploaded through the media
 * service (POST /api/media/upload), and the record keeps what it holds when saved.
 */
export function FileNamesInput({ source, label }: { source: string; label: string }) {
  return (
    <Labeled label={label} source={source}>
      <FileNames source={source} />
    </Labeled>
  );
}
