import { Card, CardContent, Stack, Typography } from '@mui/material';
import { cloneElement, useMemo, type ReactElement, type ReactNode } from 'react';
import {
  DeleteButton,
  FormDataConsumer,
  SaveButton,
  SimpleForm,
  TabbedForm,
  TabbedFormTabs,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  fieldApplies,
  fieldLabel,
  type FieldConfig,
  type ResourceConfig,
} from '../../resources/types';
import { lockedAfterSend } from '../../domain/innovationRules';
import { useAccountGrant } from './accountGrant';
import { BackButton } from './BackButton';
import { INPUTS } from './fields/inputs';
import { FormDraftKeeper } from './FormDraftKeeper';
import { useScopeBound } from './scopeBound';
import { validatorFor } from './validation';
import { getActiveYear, getRoles } from '../providers/session';

/** The inputs of every writable field, shared by create and edit, with a local draft. */
export interface ResourceFormProps {
  config: ResourceConfig;
  storageKey: string;
  /** Editing an existing record (the draft waits for it to load). */
  forRecord?: boolean;
}

/**
 * The form's toolbar, in view while a long form scrolls: "Kembali" and save on the left, delete
 * (when allowed, on edit) on the right.
 */
function StickyToolbar() {
  return (
    <Toolbar
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        justifyContent: 'space-between',
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiButton-root': { minHeight: 44 },
      }}
    >
      <Stack direction="row" spacing={1}>
        <BackButton />
        <SaveButton />
      </Stack>
      <DeleteButton />
    </Toolbar>
  );
}

/**
 * The form's fields in the groups of `config.formLayout`: every writable field this account may
 * choose (scope-bound ones are set by the server), those not named in a section last.
 */
function useSections(config: ResourceConfig) {
  const bound = useScopeBound(config);
  const fixed = fixedValues(config);
  const writable = config.fields.filter(
    (f) => f.form !== false && !bound.has(f.source) && !(f.source in fixed),
  );
  const sections = (config.formLayout?.sections ?? []).map((s) => ({
    title: s.title as string | undefined,
    fields: s.fields
      .map((source) => writable.find((f) => f.source === source))
      .filter((f): f is FieldConfig => !!f),
  }));
  const named = new Set(sections.flatMap((s) => s.fields.map((f) => f.source)));
  const rest = writable.filter((f) => !named.has(f.source));
  if (rest.length) sections.push({ title: undefined, fields: rest });
  return sections.filter((s) => s.fields.length);
}

/**
 * Fields the screen fixes to one value (`baseFilter` with a single value that is also a form
 * field: the competition marker): not shown, and sent with that value.
 */
function fixedValues(config: ResourceConfig): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(config.baseFilter ?? {})
      .filter(
        ([field, values]) => values.length === 1 && config.fields.some((f) => f.source === field),
      )
      .map(([field, values]) => [field, values[0]]),
  );
}

/** A new record starts in the current period: its required year fields hold the active year. */
function createDefaults(config: ResourceConfig): Record<string, unknown> {
  const year = getActiveYear();
  return {
    ...Object.fromEntries(
      config.fields.filter((f) => f.kind === 'year' && f.required).map((f) => [f.source, year]),
    ),
    ...fixedValues(config),
  };
}

export function ResourceForm({ config, storageKey, forRecord = false }: ResourceFormProps) {
  const translate = useTranslate();
  const sections = useSections(config);
  const defaultValues = useMemo(
    () => (forRecord ? undefined : createDefaults(config)),
    [config, forRecord],
  );
  const inputs = (fields: FieldConfig[]) =>
    fields.map((field) => (
      <InputFor key={field.source} config={config} field={field} creating={!forRecord} />
    ));
  const toolbar = <StickyToolbar />;
  // noValidate: field rules are the engine's own (validation.ts, Indonesian, under the field);
  // the browser's bubbles ("Please enter a URL.") never show.
  const draft = <FormDraftKeeper storageKey={storageKey} forRecord={forRecord} />;

  if (config.formLayout?.layout === 'tabs') {
    return (
      <TabbedForm
        toolbar={toolbar}
        noValidate
        defaultValues={defaultValues}
        // The tab strip scrolls inside the page instead of widening it on a phone.
        sx={{ '& .MuiTabs-root': { width: 0, minWidth: '100%' } }}
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
      >
        {sections.map((s, i) => (
          <TabbedForm.Tab key={s.title ?? 'rest'} label={translate(s.title ?? 'form.other_fields')}>
            {i === 0 ? draft : null}
            {inputs(s.fields)}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    );
  }

  if (config.formLayout?.layout === 'cards') {
    return (
      <SimpleForm toolbar={toolbar} noValidate defaultValues={defaultValues}>
        {draft}
        <Stack spacing={2} sx={{ width: '100%' }}>
          {sections.map((s) => (
            <Section key={s.title ?? 'rest'} title={s.title && translate(s.title)}>
              {inputs(s.fields)}
            </Section>
          ))}
        </Stack>
      </SimpleForm>
    );
  }

  return (
    <SimpleForm toolbar={toolbar} noValidate defaultValues={defaultValues}>
      {draft}
      {inputs(sections.flatMap((s) => s.fields))}
    </SimpleForm>
  );
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column' }}>
        {title ? (
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}

/** Spec 4: once sent, the implementation date is read-only for everyone but superadmin. */
function useLocked(field: FieldConfig): boolean {
  const record = useRecordContext<{ _registrasi?: { status_nomor: number | null } | null }>();
  if (!field.lockedWhenSent) return false;
  return lockedAfterSend(getRoles(), record?._registrasi?.status_nomor);
}

function InputFor(props: { config: ResourceConfig; field: FieldConfig; creating: boolean }) {
  const { config, creating } = props;
  const translate = useTranslate();
  // Account fields follow what the signed-in account may grant (issue 21).
  const granted = useAccountGrant(props.field);
  const field = granted.field;
  const locked = useLocked(field);
  const note = locked
    ? translate('form.locked_after_send')
    : granted.refusal && translate(granted.refusal);
  const input = () => {
    const element = INPUTS[field.kind]({
      field,
      label: fieldLabel(config, field),
      validate: note ? undefined : validatorFor(field, creating, config),
    });
    return note
      ? cloneElement(element as ReactElement<Record<string, unknown>>, {
          disabled: true,
          note,
          helperText: note,
        })
      : element;
  };
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
