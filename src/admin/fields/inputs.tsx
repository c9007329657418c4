import { InputAdornment } from '@mui/material';
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  type Validator,
  PasswordInput,
} from 'react-admin';
import type { FieldConfig, FieldKind } from '../../../resources/types';
import { FileInput, FilesInput } from './FileInputs';
import { FloorReferenceInput } from './FloorReferenceInput';
import { FollowingReferenceInput } from './FollowingReferenceInput';
import { KeptChoiceSelect } from './KeptChoiceSelect';
import { LazyPickerInput } from './LazyPickerInput';
import { LazyRichTextInput } from './LazyRichTextInput';
import { MultiReferenceInput } from './MultiReferenceInput';
import { WordCount } from './WordCount';
import { LOOKUP_QUERY, referenceTarget } from './referenceTarget';

export interface InputProps {
  field: FieldConfig;
  /** Translated-at-render i18n key. */
  label: string;
  validate?: Validator;
}

type InputRenderer = (props: InputProps) => ReactElement;

const common = ({ field, label, validate }: InputProps) => ({
  source: field.source,
  label,
  validate,
});

/** Text; a `multiple` reference (comma-joined ids) is a multi-select of the target's records. */
const text: InputRenderer = (p) => {
  const target = p.field.multiple ? referenceTarget(p.field) : undefined;
  if (target) return <MultiReferenceInput {...p} slug={target.slug} />;
  return <TextInput {...common(p)} />;
};

/** A picker searching the target's `/lookup`; a plain number when the target is not registered. */
const reference: InputRenderer = (p) => {
  const target = referenceTarget(p.field);
  if (!target) return <NumberInput {...common(p)} />;
  if (p.field.offeredFrom !== undefined) return <FloorReferenceInput {...p} slug={target.slug} />;
  if (p.field.lookupFilter) return <FollowingReferenceInput {...p} slug={target.slug} />;
  return (
    <ReferenceInput source={p.field.source} reference={target.slug} queryOptions={LOOKUP_QUERY}>
      <AutocompleteInput label={p.label} validate={p.validate} filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  );
};

/** Field kind -> form input. */
export const INPUTS: Record<FieldKind, InputRenderer> = {
  text,
  longtext: (p) => (
    <TextInput
      {...common(p)}
      multiline
      minRows={p.field.wordCount ? 8 : 3}
      helperText={
        p.field.wordCount ? (
          <WordCount source={p.field.source} min={p.field.wordCount} />
        ) : undefined
      }
    />
  ),
  richtext: (p) => <LazyRichTextInput {...common(p)} />,
  number: (p) => <NumberInput {...common(p)} />,
  year: (p) => <NumberInput {...common(p)} step={1} min={1900} />,
  count: (p) => <NumberInput {...common(p)} step={1} min={0} />,
  score: (p) => <NumberInput {...common(p)} step={0.01} />,
  percent: (p) => (
    <NumberInput
      {...common(p)}
      step={0.01}
      InputProps={{ endAdornment: <InputAdornment position="end">%</InputAdornment> }}
    />
  ),
  money: (p) => (
    <NumberInput
      {...common(p)}
      step={1}
      min={0}
      InputProps={{ startAdornment: <InputAdornment position="start">Rp</InputAdornment> }}
    />
  ),
  boolean: (p) => <BooleanInput {...common(p)} />,
  date: (p) => <LazyPickerInput {...common(p)} mode="date" />,
  datetime: (p) => <LazyPickerInput {...common(p)} mode="datetime" />,
  select: (p) =>
    p.field.shownChoices ? (
      <KeptChoiceSelect {...p} />
    ) : (
      <SelectInput {...common(p)} choices={[...(p.field.choices ?? [])]} />
    ),
  reference,
  email: (p) => <TextInput {...common(p)} type="email" />,
  // A plain text box: the engine's `url` rule checks it (validation.ts), not the browser.
  url: (p) => <TextInput {...common(p)} inputProps={{ inputMode: 'url' }} />,
  // Every file field uploads through the media service (FileInputs.tsx); no URL box for a file.
  file: (p) => <FileInput {...p} />,
  image: (p) => <FileInput {...p} />,
  password: (p) => (
    <PasswordInput {...common(p)} autoComplete="new-password" helperText="form.password_hint" />
  ),
  files: (p) => <FilesInput {...p} />,
};
