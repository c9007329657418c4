import { Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import type { Choice } from '../../../resources/types';

/**
 * A stored choice shown by its label. A comma list (accounts hold roles as `pemda,opd`) shows
 * each label; a value without a label shows as stored rather than disappearing.
 */
export function ChoiceText(props: { source: string; choices: readonly Choice[]; label?: string }) {
  const value: unknown = useFieldValue({ source: props.source });
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  const parts = typeof value === 'string' ? value.split(',').map((v) => v.trim()) : [value];
  const text = parts
    .map((part) => {
      const choice = props.choices.find((c) => String(c.id) === String(part));
      return choice ? translate(choice.name, { _: String(part) }) : String(part);
    })
    .join(', ');
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}
