import { RichTextField, TextField } from 'react-admin';
import { FileValue } from './FileFields';
import type { FieldKind } from '../../../resources/types';
import { LIST_FIELDS, type FieldRenderer } from './listFields';

/** Field kind -> detail view: like the list cells, but long text and images in full. */
export const SHOW_FIELDS: Record<FieldKind, FieldRenderer> = {
  ...LIST_FIELDS,
  longtext: (f) => <TextField source={f.source} sx={{ whiteSpace: 'pre-wrap' }} />,
  richtext: (f) => <RichTextField source={f.source} />,
  image: (f) => <FileValue source={f.source} size="full" />,
  file: (f) => <FileValue source={f.source} size="full" />,
};
