import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormControl, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { useId, useRef } from 'react';
import { useInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { fileRules, type NamedFile } from '../../../domain/media';
import { getResourceBySlug } from '../../../resources';
import type { FieldConfig } from '../../../resources/types';
import type { UploadTarget } from '../../providers/mediaUpload';
import { FileSlot } from './FileSlot';

interface FileInputProps {
  field: FieldConfig;
  label: string;
  validate?: Validator;
}

/** The upload target of a field: its resource by API name (the route knows the slug). */
function useTarget(field: FieldConfig): UploadTarget {
  const slug = useResourceContext() ?? '';
  return { resource: getResourceBySlug(slug)?.name ?? slug, field: field.source };
}

/**
 * The field's unfinished uploads (by file name) and a validator that refuses to save while any
 * is unfinished, naming it: the saved record must not miss a file still on its way.
 */
function useUnfinished(validate?: Validator) {
  const busy = useRef(new Map<string, string>());
  const unfinished: Validator = () => {
    const name = [...busy.current.values()][0];
    return name ? { message: 'upload.unfinished', args: { name } } : undefined;
  };
  const track = (slot: string) => (name: string | null) => {
    if (name) busy.current.set(slot, name);
    else busy.current.delete(slot);
  };
  return { validate: validate ? [validate, unfinished] : unfinished, track };
}

/** The field's error: the client's rule (an i18n key) or the server's 422 text. */
function useErrorText(error: { message?: string } | undefined, invalid: boolean) {
  const translate = useTranslate();
  if (!invalid || !error?.message) return null;
  return translate(error.message, { _: error.message });
}

/** A `file` or `image` field: one uploaded file, kept as its `file_url`. */
export function FileInput({ field, label, validate }: FileInputProps) {
  const translate = useTranslate();
  const target = useTarget(field);
  const labelId = useId();
  const guard = useUnfinished(validate);
  const {
    field: input,
    fieldState,
    isRequired,
  } = useInput({
    source: field.source,
    validate: guard.validate,
  });
  const error = useErrorText(fieldState.error, fieldState.invalid);
  return (
    <FormControl error={!!error} sx={{ mb: 2, width: '100%' }} aria-labelledby={labelId}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {translate(label)}
        {isRequired ? ' *' : ''}
      </FormLabel>
      <FileSlot
        value={(input.value as string | null) || null}
        onChange={(file) => input.onChange(file ? file.file_url : null)}
        rules={fileRules(field)}
        target={target}
        label={translate(label)}
        onBusy={guard.track('one')}
      />
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** Without its extension: the name a list item gets from its uploaded file. */
const baseName = (name: string) => name.replace(/\.[A-Za-z0-9]{1,5}$/, '');

/** A `files` field: a list of `{name, value}`, each an uploaded file with an editable name. */
export function FilesInput({ field, label, validate }: FileInputProps) {
  const translate = useTranslate();
  const target = useTarget(field);
  const labelId = useId();
  const guard = useUnfinished(validate);
  const { field: input, fieldState } = useInput({ source: field.source, validate: guard.validate });
  const error = useErrorText(fieldState.error, fieldState.invalid);
  const files: NamedFile[] = Array.isArray(input.value) ? (input.value as NamedFile[]) : [];
  const set = (next: NamedFile[]) => input.onChange(next);
  const rules = fileRules(field);
  const title = translate(label);
  return (
    <FormControl error={!!error} sx={{ mb: 2, width: '100%' }} aria-labelledby={labelId}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {title}
      </FormLabel>
      <Stack spacing={2}>
        {files.map((file, i) => (
          <Stack
            key={`${file.value}-${i}`}
            spacing={1}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <TextField
                size="small"
                label={translate('upload.file_name')}
                value={file.name}
                onChange={(e) =>
                  set(files.map((f, j) => (j === i ? { ...f, name: e.target.value } : f)))
                }
                sx={{ flex: 1 }}
              />
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => set(files.filter((_, j) => j !== i))}
              >
                {translate('upload.remove')}
              </Button>
            </Stack>
            <FileSlot
              value={file.value}
              name={file.name}
              removable={false}
              onChange={(stored) =>
                stored && set(files.map((f, j) => (j === i ? { ...f, value: stored.file_url } : f)))
              }
              rules={rules}
              target={target}
              label={`${title} ${file.name}`}
              onBusy={guard.track(`item-${i}`)}
            />
          </Stack>
        ))}
        <AddFile
          title={title}
          rules={rules}
          target={target}
          onAdd={(stored) =>
            set([...files, { name: baseName(stored.file_name), value: stored.file_url }])
          }
          addLabel={translate('upload.add')}
          onBusy={guard.track('add')}
        />
      </Stack>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** The empty slot under a list that adds the next uploaded file. */
function AddFile(props: {
  title: string;
  addLabel: string;
  rules: ReturnType<typeof fileRules>;
  target: UploadTarget;
  onAdd(stored: { file_name: string; file_url: string }): void;
  onBusy(name: string | null): void;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <AddIcon color="action" sx={{ mt: 1 }} aria-hidden />
      <FileSlot
        value={null}
        onChange={(stored) => stored && props.onAdd(stored)}
        rules={props.rules}
        target={props.target}
        label={`${props.title}: ${props.addLabel}`}
        onBusy={props.onBusy}
      />
    </Stack>
  );
}
