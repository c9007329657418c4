import type { ReactElement } from 'react';
import { BooleanField, EmailField, RichTextField, TextField, UrlField } from 'react-admin';
import type { FieldConfig, FieldKind } from '../../../resources/types';
import { ClampedTextField } from '../ClampText';
import { ChoiceText } from './ChoiceText';
import { DateText } from './DateText';
import { NumberText } from './NumberText';
import { FileListValue, FileValue } from './FileFields';
import { ReferenceLabel } from './ReferenceLabel';

/** Renders one field; `label` is set by the layouts that read it (SimpleShowLayout). */
export type FieldRenderer = (field: FieldConfig) => ReactElement<{ label?: string }>;

/** Text, or the labels of the comma-joined ids a text reference holds. */
const text: FieldRenderer = (f) =>
  f.reference ? <ReferenceLabel source={f.source} /> : <TextField source={f.source} />;

/** A reference shows its target's recordLabel, which the list and show answers carry. */
const reference: FieldRenderer = (f) => <ReferenceLabel source={f.source} />;

/** Field kind -> list cell. */
export const LIST_FIELDS: Record<FieldKind, FieldRenderer> = {
  text,
  // Two lines in the row; the whole text on hover and keyboard focus.
  longtext: (f) => <ClampedTextField source={f.source} />,
  richtext: (f) => <RichTextField source={f.source} stripTags />,
  number: (f) => <NumberText source={f.source} format="plain" />,
  year: (f) => <NumberText source={f.source} format="year" />,
  count: (f) => <NumberText source={f.source} format="count" />,
  score: (f) => <NumberText source={f.source} format="score" />,
  percent: (f) => <NumberText source={f.source} format="percent" />,
  money: (f) => <NumberText source={f.source} format="money" />,
  boolean: (f) => <BooleanField source={f.source} looseValue />,
  date: (f) => <DateText source={f.source} />,
  datetime: (f) => <DateText source={f.source} withTime />,
  select: (f) => <ChoiceText source={f.source} choices={f.shownChoices ?? f.choices ?? []} />,
  // Never answered by the API; nothing to show.
  password: () => <span aria-hidden>••••••</span>,
  reference,
  email: (f) => <EmailField source={f.source} />,
  url: (f) => <UrlField source={f.source} target="_blank" rel="noopener" />,
  // Files are read with the session's token (FilePreview): a named link, a picture's thumbnail.
  file: (f) => <FileValue source={f.source} size="thumb" />,
  files: (f) => <FileListValue source={f.source} />,
  image: (f) => <FileValue source={f.source} size="thumb" />,
};
