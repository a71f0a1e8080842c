import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { formatDate, parseDateInput, tidyDateText } from '@app/shared';
import { useEffect, useRef, useState } from 'react';

const shown = (value: string) => (value ? formatDate(value) : '');

/**
 * A date typed as DD-MM-YYYY (or YYYY-MM-DD) like every date of the app (engine/inputs/date-text-input.tsx, spec
 * §5/§9), outside a react-admin form: `value` and `onChange` are YYYY-MM-DD ('' when empty or not yet a real day).
 * The calendar button opens the browser's picker.
 */
export function DateField({ value, onChange, testId, ...props }: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (isoDate: string) => void;
  testId?: string;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => shown(value));
  // follow the value when it changes from outside (a filter cleared)
  useEffect(() => {
    setText((current) => (parseDateInput(current) === (value || null) ? current : shown(value)));
  }, [value]);
  const change = (raw: string) => {
    const clean = raw.replace(/[^\d-]/g, '').slice(0, 10);
    setText(tidyDateText(clean));
    const parsed = parseDateInput(clean);
    if (clean === '') onChange('');
    else if (parsed) onChange(parsed);
  };
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => change(e.target.value)}
      placeholder="DD-MM-AAAA"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={typeof props.label === 'string' ? props.label : undefined} onClick={() => picker.current?.showPicker?.()}>
                <CalendarMonth fontSize="small" />
              </IconButton>
              <input ref={picker} type="date" tabIndex={-1} aria-hidden value={value} onChange={(e) => change(e.target.value)}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1, pointerEvents: 'none', right: 0, bottom: 0 }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
