import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate, parseDisplayDate } from '../../../domain/format';

/**
 * A date shown and typed as DD/MM/YYYY (spec 9) whatever the browser's language, with the
 * browser's own calendar behind the button. `value` and `onChange` speak `YYYY-MM-DD`.
 */
export function DateField(props: {
  label: string;
  value: string;
  onChange: (isoDate: string) => void;
  error?: boolean;
  helperText?: string;
}) {
  const translate = useTranslate();
  const calendar = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(formatDate(props.value));
  const [shown, setShown] = useState(props.value);
  // A new value from outside (the calendar, a reset) replaces what is typed.
  if (props.value !== shown) {
    setShown(props.value);
    setText(formatDate(props.value));
  }
  const typedWrong = text.trim() !== '' && parseDisplayDate(text) === null;

  function type(next: string) {
    setText(next);
    const iso = parseDisplayDate(next);
    if (iso && iso !== props.value) {
      setShown(iso);
      props.onChange(iso);
    }
  }

  function openCalendar() {
    const input = calendar.current;
    if (!input) return;
    if (typeof input.showPicker === 'function') input.showPicker();
    else input.click();
  }

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        size="small"
        label={props.label}
        placeholder="DD/MM/YYYY"
        value={text}
        onChange={(e) => type(e.target.value)}
        error={props.error || typedWrong}
        helperText={typedWrong ? translate('activity.date_invalid') : props.helperText}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('activity.pick_date', { label: props.label })}
                  onClick={openCalendar}
                >
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <input
        ref={calendar}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={props.value}
        onChange={(e) => e.target.value && props.onChange(e.target.value)}
        style={{
          position: 'absolute',
          left: 0,
          top: 40,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
          border: 0,
          padding: 0,
        }}
      />
    </Box>
  );
}
