import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import type { FilterField } from './types';
import type { DataTableState } from './useDataTable';

/**
 * The filter fields in one row, the toolbar's buttons after them; on a phone one field under
 * the other. Widths apply from `sm` up only: a flex basis in a column would become a height
 * (once a 240 px gap between two fields).
 */
export function FilterBar<Row, F extends object>({
  table,
  fields,
  toolbar,
}: {
  table: DataTableState<Row, F>;
  fields: readonly FilterField<F>[];
  toolbar?: ReactNode;
}) {
  if (fields.length === 0 && !toolbar) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      {fields.map((field) =>
        field.kind === 'search' ? (
          <TextField
            key="search"
            size="small"
            label={field.label}
            {...table.searchBox}
            sx={{ flex: { sm: `1 1 ${field.width ?? 240}px` }, maxWidth: { sm: 480 } }}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : (
          <TextField
            key={field.source}
            select
            size="small"
            label={field.label}
            value={table.params.filter[field.source]}
            // An empty value is a choice ("Semua ..."): shown, with the label above it.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => {
              // The choice's own value, so a number stays a number.
              const choice = field.choices.find((c) => String(c.value) === String(e.target.value));
              if (choice) table.setFilter(field.source, choice.value as F[typeof field.source]);
            }}
            sx={{
              flex: { sm: `0 1 ${field.width ?? 200}px` },
              minWidth: { sm: Math.min(field.width ?? 200, 120) },
            }}
          >
            {field.choices.map((c) => (
              <MenuItem key={String(c.value)} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        ),
      )}
      {toolbar && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
          {toolbar}
        </Stack>
      )}
    </Stack>
  );
}
