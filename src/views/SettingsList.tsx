import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  HttpError,
  Title,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import { checkSetting, settingKind } from '../../domain/settings';
import type { ResourceConfig } from '../../resources/types';
import { LoadingText } from '../admin/LoadingText';
import { BandTableEditor } from './settings/BandTableEditor';
import {
  CountInput,
  DeadlineInput,
  FlagInput,
  TextSettingInput,
  YearInput,
  YearsInput,
} from './settings/SettingInputs';
import {
  changedRows,
  GROUPS,
  otherSettings,
  parseBands,
  parseYearList,
  yearChoices,
  type SettingRow,
} from './settings/settingsModel';

type Values = Record<string, string>;
type Errors = Record<string, string>;

/**
 * Pengaturan as one form (issue 13): switches for the flags, pickers for the years, a date for
 * the deadline, a table for the predicate bands, text for settings the product does not read.
 * Each changed setting is saved through the engine's update (server-side check, audit with
 * before and after); a refused value shows its message on its own input.
 */
export default function SettingsList({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const notify = useNotify();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: config.slug });
  const query = useQuery({
    queryKey: [config.slug, 'settingsForm'],
    queryFn: async () =>
      (
        await dataProvider.getList<SettingRow & { id: number }>(config.slug, {
          pagination: { page: 1, perPage: 100 },
          sort: { field: 'name', order: 'ASC' },
          filter: {},
        })
      ).data,
    retry: false,
  });
  const rows = useMemo(() => query.data ?? [], [query.data]);
  // What the user changed, over the stored values (dropped once saved and read again).
  const [edits, setEdits] = useState<Values>({});
  const stored = useMemo(
    () => Object.fromEntries(rows.map((r) => [r.name, r.setting_value ?? ''])),
    [rows],
  );
  const values: Values = { ...stored, ...edits };
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  if (query.isPending) return <LoadingText />;
  if (query.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {translate('record.load_failed')}
      </Alert>
    );

  const set = (name: string) => (value: string) => {
    setEdits((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const present = new Set(rows.map((r) => r.name));
  const years = yearChoices(parseYearList(values.data_tahun_all ?? ''));

  async function save() {
    const changed = changedRows(rows, values);
    if (!changed.length) return notify('settings.unchanged', { type: 'info' });
    // The server's own rule first, so the message appears without a round trip.
    const local: Errors = {};
    for (const row of changed) {
      const failure = checkSetting(row.name, values[row.name]);
      if (failure) local[row.name] = translate(failure.key, failure.args);
    }
    if (Object.keys(local).length) {
      setErrors(local);
      return notify('settings.invalid', { type: 'error' });
    }
    setSaving(true);
    const refused: Errors = {};
    let saved = 0;
    for (const row of changed) {
      try {
        await dataProvider.update(config.slug, {
          id: row.id,
          data: { name: row.name, setting_value: values[row.name] },
          previousData: row,
        });
        saved += 1;
      } catch (e) {
        const body = e instanceof HttpError ? (e.body as { errors?: Errors } | null) : null;
        refused[row.name] =
          body?.errors?.setting_value ?? (e instanceof Error ? translate(e.message) : String(e));
      }
    }
    setSaving(false);
    setErrors(refused);
    await queryClient.invalidateQueries({ queryKey: [config.slug] });
    await query.refetch();
    // Refused values stay as typed, next to their message; saved ones now come from the server.
    setEdits((v) => Object.fromEntries(Object.entries(v).filter(([name]) => name in refused)));
    if (Object.keys(refused).length) notify('settings.invalid', { type: 'error' });
    else notify('settings.saved', { type: 'success', messageArgs: { count: saved } });
  }

  const input = (name: string) => {
    if (!present.has(name)) return null;
    const props = {
      name,
      value: values[name] ?? '',
      onChange: set(name),
      error: errors[name],
    };
    switch (settingKind(name)) {
      case 'flag':
        return <FlagInput key={name} {...props} />;
      case 'year':
        return (
          <YearInput key={name} {...props} years={parseYearList(values.data_tahun_all ?? '')} />
        );
      case 'years':
        return <YearsInput key={name} {...props} years={years} />;
      case 'date':
        return <DeadlineInput key={name} {...props} />;
      case 'count':
        return <CountInput key={name} {...props} />;
      case 'bands':
        return (
          <BandTableEditor
            key={name}
            value={parseBands(values[name] ?? '')}
            onChange={(next) => set(name)(JSON.stringify(next))}
            error={errors[name]}
            label={translate(`settings.fields.${name}.label`)}
            help={translate(`settings.fields.${name}.help`)}
          />
        );
      default:
        return <TextSettingInput key={name} {...props} />;
    }
  };
  const others = otherSettings(rows);
  const groups: [string, readonly string[]][] = [
    ['rights', GROUPS.rights],
    ['years', GROUPS.years],
    ['bands', GROUPS.bands],
    ['award', GROUPS.award],
    ['similarity', GROUPS.similarity],
    ['other', others.map((r) => r.name)],
  ];

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      sx={{ py: 2, maxWidth: 1000 }}
    >
      <Title title={translate('settings.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('settings.intro')}
      </Typography>
      <Stack spacing={2}>
        {groups.map(([group, names]) =>
          names.some((n) => present.has(n)) ? (
            <Card key={group} component="section" aria-labelledby={`settings-${group}`}>
              <CardContent>
                <Typography id={`settings-${group}`} variant="h6" component="h2" sx={{ mb: 1 }}>
                  {translate(`settings.groups.${group}`)}
                </Typography>
                <Stack spacing={2}>{names.map(input)}</Stack>
              </CardContent>
            </Card>
          ) : null,
        )}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        sx={{
          position: 'sticky',
          bottom: 0,
          py: 2,
          bgcolor: 'background.default',
          zIndex: 2,
        }}
      >
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={saving}>
          {translate('settings.save')}
        </Button>
        {canCreate ? (
          <Button
            component={Link}
            to={createPath({ resource: config.slug, type: 'create' })}
            startIcon={<AddIcon />}
          >
            {translate('settings.add')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
