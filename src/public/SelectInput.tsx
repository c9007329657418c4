import { useId, type ChangeEvent, type ReactNode } from 'react';

/**
 * A native select in the outline of TextInput (label on the border, helper text below), for the
 * public pages, which load no MUI. `children` are its options and groups.
 */
export function SelectInput(props: {
  label: string;
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const helperId = `${id}-helper`;
  const classes = ['pub-field', 'pub-filled'];
  if (props.error) classes.push('pub-invalid');
  return (
    <div className={classes.join(' ')}>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={props.error || undefined}
        aria-describedby={props.helperText ? helperId : undefined}
      >
        {props.children}
      </select>
      <label htmlFor={id}>{props.label}</label>
      {props.helperText ? (
        <p id={helperId} className="pub-helper">
          {props.helperText}
        </p>
      ) : null}
    </div>
  );
}
