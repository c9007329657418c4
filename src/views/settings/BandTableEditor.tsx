import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  PREDIKAT_USES,
  type PredikatBand,
  type PredikatBands,
  type PredikatSets,
  type PredikatUse,
} from '../../../domain/settings';

type Bound = 'gt' | 'gte' | 'rest';

const boundOf = (band: PredikatBand): Bound =>
  band.gt !== undefined ? 'gt' : band.gte !== undefined ? 'gte' : 'rest';

function withBound(band: PredikatBand, bound: Bound, value: number | undefined): PredikatBand {
  const { gt: _gt, gte: _gte, ...rest } = band;
  return bound === 'rest' ? rest : { ...rest, [bound]: value ?? 0 };
}

interface Props {
  value: PredikatBands;
  onChange: (next: PredikatBands) => void;
  error?: string;
  label: string;
  help: string;
}

/** The sets a new year starts with: a copy of the last year's, else one empty band each. */
const copySets = (sets: PredikatSets | undefined): PredikatSets =>
  Object.fromEntries(
    PREDIKAT_USES.map((use) => [
      use,
      (sets?.[use] ?? [{ predikat: '', tab: 0 }]).map((b) => ({ ...b })),
    ]),
  ) as PredikatSets;

/**
 * The predicate bands per year key, each year with its two sets (issue 24): `daftar` for the
 * index lists and `laporan` for the reports, one table each: predicate, bound (more than / at
 * least / none), value and report tab; rows and years can be added and removed. Checked by the
 * page with the server's own rule (domain/settings.ts), the message shown under the tables.
 */
export function BandTableEditor({ value, onChange, error, label, help }: Props) {
  const translate = useTranslate();
  const [newYear, setNewYear] = useState('');
  const years = Object.keys(value).sort();
  const setBands = (year: string, use: PredikatUse, bands: PredikatBand[]) =>
    onChange({ ...value, [year]: { ...copySets(value[year]), ...value[year], [use]: bands } });
  const addYear = () => {
    if (!/^\d{4}$/.test(newYear) || value[newYear]) return;
    onChange({ ...value, [newYear]: copySets(value[years[years.length - 1] ?? '']) });
    setNewYear('');
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-invalid={!!error}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {years.map((year) => (
        <Box key={year} sx={{ mb: 2, overflowX: 'auto' }}>
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography variant="subtitle2">
              {translate('settings.bands.year', { year })}
            </Typography>
            <Button
              size="small"
              color="error"
              onClick={() => {
                const { [year]: _removed, ...rest } = value;
                onChange(rest);
              }}
            >
              {translate('settings.bands.remove_year', { year })}
            </Button>
          </Stack>
          {PREDIKAT_USES.map((use) => (
            <BandList
              key={use}
              year={year}
              use={use}
              bands={value[year]?.[use] ?? []}
              onChange={(bands) => setBands(year, use, bands)}
            />
          ))}
        </Box>
      ))}
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          size="small"
          label={translate('settings.bands.new_year')}
          value={newYear}
          onChange={(e) => setNewYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
          sx={{ width: 140 }}
        />
        <Button startIcon={<AddIcon />} onClick={addYear} disabled={newYear.length !== 4}>
          {translate('settings.bands.add_year')}
        </Button>
      </Stack>
      {error ? (
        <FormHelperText error role="alert" sx={{ fontSize: 14, mt: 1 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

/** One set of one year: its table and the "add band" button. Inputs are named "Nilai 2026 laporan 2". */
function BandList({
  year,
  use,
  bands,
  onChange,
}: {
  year: string;
  use: PredikatUse;
  bands: PredikatBand[];
  onChange: (next: PredikatBand[]) => void;
}) {
  const translate = useTranslate();
  const update = (i: number, band: PredikatBand) =>
    onChange(bands.map((b, j) => (j === i ? band : b)));
  const name = (field: string, n: number) =>
    `${translate(`settings.bands.${field}`)} ${year} ${use} ${n}`;
  const title = `${translate('settings.bands.year', { year })}: ${translate(`settings.bands.uses.${use}`)}`;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(`settings.bands.uses.${use}`)}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('settings.bands.predikat')}</TableCell>
            <TableCell>{translate('settings.bands.bound')}</TableCell>
            <TableCell>{translate('settings.bands.value')}</TableCell>
            <TableCell>{translate('settings.bands.tab')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {bands.map((band, i) => {
            const bound = boundOf(band);
            const n = i + 1;
            return (
              <TableRow key={i}>
                <TableCell sx={{ minWidth: 200 }}>
                  <TextField
                    size="small"
                    fullWidth
                    value={band.predikat}
                    onChange={(e) => update(i, { ...band, predikat: e.target.value })}
                    slotProps={{ htmlInput: { 'aria-label': name('predikat', n) } }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 190 }}>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={bound}
                    onChange={(e) =>
                      update(i, withBound(band, e.target.value as Bound, band.gt ?? band.gte))
                    }
                    slotProps={{ htmlInput: { 'aria-label': name('bound', n) } }}
                  >
                    {(['gt', 'gte', 'rest'] as const).map((b) => (
                      <MenuItem key={b} value={b}>
                        {translate(`settings.bands.${b}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell sx={{ width: 110 }}>
                  {bound === 'rest' ? null : (
                    <TextField
                      size="small"
                      type="number"
                      value={band[bound] ?? ''}
                      onChange={(e) => update(i, withBound(band, bound, Number(e.target.value)))}
                      slotProps={{
                        htmlInput: { min: 0, max: 100, 'aria-label': name('value', n) },
                      }}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ width: 90 }}>
                  <TextField
                    size="small"
                    type="number"
                    value={band.tab}
                    onChange={(e) => update(i, { ...band, tab: Number(e.target.value) })}
                    slotProps={{ htmlInput: { min: 0, 'aria-label': name('tab', n) } }}
                  />
                </TableCell>
                <TableCell sx={{ width: 56 }}>
                  <IconButton
                    aria-label={`${translate('settings.bands.remove_band', { n })} ${year} ${use}`}
                    onClick={() => onChange(bands.filter((_, j) => j !== i))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onChange([...bands, { predikat: '', tab: 0 }])}
      >
        {translate('settings.bands.add_band')}
      </Button>
    </Box>
  );
}
