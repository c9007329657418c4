import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId, type ChangeEvent, type ReactNode } from 'react';

/**
 * An outlined text field as MUI's TextField draws it, built from its parts: TextField also
 * imports the whole select/menu/popover stack, which the public pages never use and would
 * otherwise download before the login form works.
 */
export function PlainField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={props.error}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        label={props.label}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={props.onChange}
        endAdornment={props.endAdornment}
        slotProps={{ input: { 'aria-describedby': props.helperText ? helperId : undefined } }}
      />
      {props.helperText ? <FormHelperText id={helperId}>{props.helperText}</FormHelperText> : null}
    </FormControl>
  );
}
