import { Box, Chip } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { TextField, useTranslate } from 'react-admin';
import { fieldLabel, type FieldConfig, type ResourceConfig } from '../../resources/types';
import { FileValue } from './fields/FileFields';
import { LIST_FIELDS } from './fields/listFields';

/** A phone row is one link: links inside it (mail, web addresses, files) read as plain text. */
const LINK_KINDS = new Set(['email', 'url', 'file']);
/**
 * A picture is its thumbnail, never its address: a stored `data:image/...` value is thousands
 * of characters that pushed a phone's Berita and Banner lists sideways (issue 37 finding 7).
 */
const rowField = (field: FieldConfig) =>
  field.kind === 'image' ? (
    <Box
      component="span"
      sx={{ display: 'inline-block', '& img': { maxWidth: 48, maxHeight: 48 } }}
    >
      <FileValue source={field.source} size="thumb" />
    </Box>
  ) : LINK_KINDS.has(field.kind) ? (
    <TextField source={field.source} sx={{ overflowWrap: 'anywhere' }} />
  ) : (
    LIST_FIELDS[field.kind](field)
  );

/** A field of the row by its list renderer, with its label for screen readers. */
function Labelled({ config, field }: { config: ResourceConfig; field: FieldConfig }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate(fieldLabel(config, field))}:
      </Box>
      {rowField(field)}
    </Box>
  );
}

/** The status or badge of a row: a chip with the value's label as text, never colour alone. */
function Badge({ field }: { field: FieldConfig }) {
  return <Chip size="small" variant="outlined" label={rowField(field)} sx={{ maxWidth: 140 }} />;
}

/**
 * What a row shows on a phone, from `listCard` in the resource config: the record label (or
 * `primary`) first, then `secondary` fields (default: the next two list columns), the badge on
 * the right. (A row is one link, so child screens open from the record's page or the desktop
 * table.)
 */
export function rowCardTexts({
  config,
  columns,
}: {
  config: ResourceConfig;
  columns: FieldConfig[];
}) {
  const card = config.listCard ?? {};
  const byName = (source: string) => config.fields.find((f) => f.source === source);
  const primary = byName(card.primary ?? config.recordLabel) ?? columns[0];
  const badge = card.badge ? byName(card.badge) : undefined;
  const secondary = (
    card.secondary
      ? card.secondary.map(byName)
      : columns.filter((f) => f !== primary && f !== badge).slice(0, 2)
  ).filter((f): f is FieldConfig => !!f && columns.includes(f));
  const primaryText: ReactNode = primary ? rowField(primary) : null;
  const secondaryText: ReactNode = (
    <Box
      component="span"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1.5,
        minWidth: 0,
        overflowWrap: 'anywhere',
      }}
    >
      {secondary.map((f) => (
        <Fragment key={f.source}>
          <Labelled config={config} field={f} />
        </Fragment>
      ))}
    </Box>
  );
  return {
    primaryText,
    secondaryText,
    tertiaryText: badge ? <Badge field={badge} /> : undefined,
  };
}
