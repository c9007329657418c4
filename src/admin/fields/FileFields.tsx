import { Stack } from '@mui/material';
import { useFieldValue } from 'react-admin';
import type { NamedFile } from '../../../domain/media';
import { FilePreview } from './FilePreview';

/** A `file` or `image` value in a list (thumbnail or named link) or a show page (full preview). */
export function FileValue({
  source,
  size,
}: {
  source: string;
  size: 'thumb' | 'full';
  label?: string;
}) {
  const value = useFieldValue({ source }) as string | null | undefined;
  return value ? <FilePreview url={value} size={size} /> : null;
}

/** A `files` list: each file as a named download link (a picture as a thumbnail). */
export function FileListValue({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source }) as NamedFile[] | null | undefined;
  if (!Array.isArray(value) || value.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      {value.map((f, i) => (
        <FilePreview key={`${f.value}-${i}`} url={f.value} name={f.name} size="thumb" />
      ))}
    </Stack>
  );
}
