import { AutocompleteArrayInput, ReferenceArrayInput, type Validator } from 'react-admin';
import type { FieldConfig } from '../../../resources/types';
import { LOOKUP_QUERY } from './referenceTarget';

/** "1, 4,7" -> [1, 4, 7]: the stored comma-joined ids as the picker's list. */
export const splitIds = (value: unknown): number[] =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
        .split(',')
        .map((v) => Number(v.trim()))
        .filter((n) => Number.isInteger(n) && n > 0)
    : Array.isArray(value)
      ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0)
      : [];

/** [1, 4, 7] -> "1,4,7": what the API stores (spec 3: urusan_pemerintah_id). */
export const joinIds = (value: unknown): string => splitIds(value).join(',');

/**
 * Several references picked at once, stored comma-joined (spec 5: urusan as a multi-select).
 * The form value stays the stored string; the picker works on the list of ids.
 */
export function MultiReferenceInput(props: {
  field: FieldConfig;
  slug: string;
  label: string;
  validate?: Validator;
}) {
  const { field, slug, label, validate } = props;
  return (
    <ReferenceArrayInput
      source={field.source}
      reference={slug}
      queryOptions={LOOKUP_QUERY}
      format={splitIds}
      parse={joinIds}
    >
      <AutocompleteArrayInput
        label={label}
        validate={validate}
        filterToQuery={(q) => ({ q })}
        format={splitIds}
        parse={joinIds}
      />
    </ReferenceArrayInput>
  );
}
