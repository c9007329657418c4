import { SelectInput, useRecordContext, type Validator } from 'react-admin';
import type { FieldConfig } from '../../../resources/types';

/**
 * A select whose record may already hold a value this screen cannot assign (an account's `pusat`
 * role on account-admin): that value stays listed, so the form shows it and keeps it; the
 * server accepts it unchanged and refuses it as a new choice.
 */
export function KeptChoiceSelect(props: {
  field: FieldConfig;
  label: string;
  validate?: Validator;
}) {
  const { field, label, validate } = props;
  const record = useRecordContext();
  const offered = field.choices ?? [];
  const stored = record?.[field.source] as unknown;
  const kept =
    stored !== undefined && stored !== null && !offered.some((c) => String(c.id) === String(stored))
      ? (field.shownChoices ?? []).filter((c) => String(c.id) === String(stored))
      : [];
  return (
    <SelectInput
      source={field.source}
      label={label}
      validate={validate}
      choices={[...offered, ...kept.map((c) => ({ ...c, disabled: true }))]}
    />
  );
}
