import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Badge,
  Box,
  Button as MuiButton,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { cloneElement, useState, type ReactElement } from 'react';
import {
  Button,
  Form,
  RecordContextProvider,
  SearchInput,
  TextInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import { fieldLabel, type FieldConfig, type ResourceConfig } from '../../resources/types';
import { INPUTS } from './fields/inputs';
import { LIST_FIELDS } from './fields/listFields';
import { useScopeBound } from './scopeBound';
import { VISUALLY_HIDDEN } from '../shared/visuallyHidden';

/** The search box, when any field is searchable (sent as `search`): the only filter always shown. */
export function listFilters(config: ResourceConfig): ReactElement[] {
  return config.fields.some((f) => f.search)
    ? [<SearchInput key="q" source="q" alwaysOn sx={{ minWidth: { xs: '100%', sm: 280 } }} />]
    : [];
}

/** The `filter: true` fields this account may choose (scope-bound ones are set by the server). */
function useFilterFields(config: ResourceConfig): FieldConfig[] {
  const bound = useScopeBound(config);
  return config.fields.filter((f) => f.filter && !bound.has(f.source));
}

/** One filter input: choices as selects, references as lookup pickers, long texts as text. */
function filterInput(config: ResourceConfig, field: FieldConfig): ReactElement {
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
  return cloneElement(input, { key: field.source });
}

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);

/**
 * The filter button of a list: every filter but the search box sits in a dialog (full screen on a
 * phone), applied together.
 */
export function FilterDialogButton({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const fields = useFilterFields(config);
  const { filterValues, setFilters } = useListContext();
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  if (!fields.length) return null;
  const active = fields.filter((f) => isSet(filterValues?.[f.source])).length;

  function apply(values: Record<string, unknown>) {
    const next: Record<string, unknown> = { ...filterValues };
    for (const f of fields) {
      if (isSet(values[f.source])) next[f.source] = values[f.source];
      else delete next[f.source];
    }
    setFilters(next, undefined, false);
    setOpen(false);
  }

  return (
    <>
      <Button
        label={translate('filters.open')}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Badge badgeContent={active} color="primary">
          <FilterListIcon />
        </Badge>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        aria-labelledby="filter-dialog-title"
      >
        <Form record={filterValues} onSubmit={apply}>
          <DialogTitle id="filter-dialog-title">{translate('filters.title')}</DialogTitle>
          <DialogContent>
            <Stack
              sx={{ '& .ra-input': { width: '100%' }, '& .MuiFormControl-root': { width: '100%' } }}
            >
              {fields.map((f) => filterInput(config, f))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" sx={{ minHeight: 44 }}>
              {translate('filters.apply')}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}

/** The active filters as chips, each removable; the value reads as the list shows it. */
export function ActiveFilterChips({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const fields = useFilterFields(config);
  const { filterValues, setFilters } = useListContext();
  const active = fields.filter((f) => isSet(filterValues?.[f.source]));
  if (!active.length) return null;

  function remove(source: string) {
    const next: Record<string, unknown> = { ...filterValues };
    delete next[source];
    setFilters(next, undefined, false);
  }

  return (
    <RecordContextProvider value={filterValues}>
      <Box
        component="ul"
        aria-label={translate('filters.active')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, px: 2, py: 1 }}
      >
        {active.map((f) => {
          const name = translate(fieldLabel(config, f));
          return (
            <li key={f.source}>
              <Chip
                label={
                  <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
                    <span>{name}:</span>
                    {LIST_FIELDS[f.kind](f)}
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {translate('filters.remove')}
                    </Box>
                  </Box>
                }
                // The whole chip removes the filter: a large target, and one button to announce.
                onClick={() => remove(f.source)}
                onDelete={() => remove(f.source)}
                sx={{ minHeight: 44, borderRadius: 22, '& .MuiChip-deleteIcon': { fontSize: 24 } }}
              />
            </li>
          );
        })}
      </Box>
    </RecordContextProvider>
  );
}
