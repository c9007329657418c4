import { useId, type ChangeEvent, type ReactNode } from 'react';

/**
 * An outlined text field drawn like MUI's (label floating onto the border when focused or
 * filled), in plain HTML and CSS (public.css): the public pages load no MUI.
 */
export function TextInput(props: {
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
  const classes = ['pub-field'];
  if (props.value) classes.push('pub-filled');
  if (props.error) classes.push('pub-invalid');
  if (props.endAdornment) classes.push('pub-adorned');
  return (
    <div className={classes.join(' ')}>
      {/* The label comes after the input so CSS can float it on focus and on autofill. */}
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={props.error || undefined}
        aria-describedby={props.helperText ? helperId : undefined}
      />
      <label htmlFor={id}>{props.label}</label>
      {props.endAdornment ? <div className="pub-adornment">{props.endAdornment}</div> : null}
      {props.helperText ? (
        <p id={helperId} className="pub-helper">
          {props.helperText}
        </p>
      ) : null}
    </div>
  );
}
