import { cloneElement, type ReactElement } from 'react';
import { SearchInput, TextInput } from 'react-admin';
import { fieldLabel, type ResourceConfig } from '../../resources/types';
import { INPUTS } from './fields/inputs';

/**
 * The list toolbar of a resource: a search box when any field is searchable (sent as `search`),
 * then one input per `filter: true` field (choices as selects, references as lookup pickers).
 */
export function listFilters(config: ResourceConfig): ReactElement[] {
  const filters: ReactElement[] = [];
  if (config.fields.some((f) => f.search)) {
    filters.push(<SearchInput key="q" source="q" alwaysOn />);
  }
  for (const field of config.fields.filter((f) => f.filter)) {
    const label = fieldLabel(config, field);
    const input =
      field.kind === 'richtext' || field.kind === 'longtext' ? (
        <TextInput source={field.source} label={label} />
      ) : (
        // Filters look for any stored value, not only the ones a form may assign.
        INPUTS[field.kind]({
          field: { ...field, choices: field.shownChoices ?? field.choices },
          label,
        })
      );
    filters.push(cloneElement(input, { key: field.source, alwaysOn: true }));
  }
  return filters;
}
