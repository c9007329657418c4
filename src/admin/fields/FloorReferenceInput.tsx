import { AutocompleteInput, useGetList, useRecordContext, type Validator } from 'react-admin';
import type { FieldConfig } from '../../../resources/types';
import { LOOKUP_QUERY } from './referenceTarget';

/**
 * A reference picker offering only the target's ids from `field.offeredFrom` on (the Asta Cita
 * themes 9-16, issue 27 B4). A record still holding an older id keeps showing it, disabled, with
 * the hint to choose one of the offered ones; the record rule refuses the old one on save.
 */
export function FloorReferenceInput(props: {
  field: FieldConfig;
  slug: string;
  label: string;
  validate?: Validator;
}) {
  const { field, slug, label, validate } = props;
  const floor = field.offeredFrom ?? 0;
  const record = useRecordContext();
  const { data = [], isPending } = useGetList(slug, {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
    ...LOOKUP_QUERY,
  });
  const stored = record?.[field.source] as unknown;
  const old = stored !== undefined && stored !== null && stored !== '' && Number(stored) < floor;
  const choices = data
    .filter((r) => Number(r.id) >= floor || (old && String(r.id) === String(stored)))
    .map((r) => ({ ...r, disabled: Number(r.id) < floor }))
    .sort((a, b) => Number(a.id) - Number(b.id));
  return (
    <AutocompleteInput
      source={field.source}
      label={label}
      validate={validate}
      choices={choices}
      isPending={isPending}
      optionText={(r: Record<string, unknown>) => String(r.label ?? r.nama ?? r.id)}
      getOptionDisabled={(r) => !!(r as { disabled?: boolean }).disabled}
      helperText={old ? 'validation.old_choice' : undefined}
    />
  );
}
