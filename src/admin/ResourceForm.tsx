import { FormDataConsumer, SimpleForm } from 'react-admin';
import { fieldApplies, fieldLabel, type ResourceConfig } from '../../resources/types';
import { INPUTS } from './fields/inputs';
import { FormDraftKeeper } from './FormDraftKeeper';
import { validatorFor } from './validation';

/** The inputs of every writable field, shared by create and edit, with a local draft. */
export interface ResourceFormProps {
  config: ResourceConfig;
  storageKey: string;
  /** Editing an existing record (the draft waits for it to load). */
  forRecord?: boolean;
}

export function ResourceForm({ config, storageKey, forRecord = false }: ResourceFormProps) {
  return (
    <SimpleForm>
      <FormDraftKeeper storageKey={storageKey} forRecord={forRecord} />
      {config.fields
        .filter((f) => f.form !== false)
        .map((field) => (
          <InputFor
            key={field.source}
            config={config}
            source={field.source}
            creating={!forRecord}
          />
        ))}
    </SimpleForm>
  );
}

function InputFor(props: { config: ResourceConfig; source: string; creating: boolean }) {
  const { config, source, creating } = props;
  const field = config.fields.find((f) => f.source === source);
  if (!field) return null;
  const input = () =>
    INPUTS[field.kind]({
      field,
      label: fieldLabel(config, field),
      validate: validatorFor(field, creating),
    });
  if (!field.visibleWhen) return input();
  // Fields that only apply to some records (OPD only for opd accounts) follow the form's values.
  return (
    <FormDataConsumer>
      {({ formData }) =>
        fieldApplies(field, formData as Record<string, unknown>) ? input() : null
      }
    </FormDataConsumer>
  );
}
