import { useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';
import type { FieldConfig } from '../../../resources/types';
import { LOOKUP_QUERY } from './referenceTarget';

/**
 * A reference picker whose choices follow other values of the form (`lookupFilter`): the OPD
 * list shows only the agencies of the chosen region. Until that value is chosen it shows all.
 */
export function FollowingReferenceInput(props: {
  field: FieldConfig;
  slug: string;
  label: string;
  validate?: Validator;
}) {
  const { field, slug, label, validate } = props;
  const follows = Object.entries(field.lookupFilter ?? {});
  const values = useWatch({ name: follows.map(([, from]) => from) }) as unknown[];
  const filter = Object.fromEntries(
    follows.flatMap(([target], i) => {
      const value = values[i];
      return value === undefined || value === null || value === '' ? [] : [[target, value]];
    }),
  );
  return (
    <ReferenceInput
      source={field.source}
      reference={slug}
      queryOptions={LOOKUP_QUERY}
      filter={filter}
    >
      <AutocompleteInput label={label} validate={validate} filterToQuery={(q) => ({ q })} />
    </ReferenceInput>
  );
}
