import { IconButton, InputAdornment, TextField } from '@mui/material';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { formatDate, parseDateInput, tidyDateText } from '@app/shared';
import { useEffect, useRef, useState } from 'react';
import { useInput, useTranslate, useTranslateLabel, type InputProps } from 'react-admin';

/** What the field shows for a stored YYYY-MM-DD value. */
const shown = (value: unknown) => (typeof value === 'string' && value ? formatDate(value.slice(0, 10)) : '');

/**
 * Spec §5/§9 date field: typed as DD-MM-YYYY (or YYYY-MM-DD), stored as YYYY-MM-DD, the same whatever the
 * browser's language (a native date input would show its own locale's order). A calendar button opens the
 * browser's picker for those who prefer it. Unreadable text stays in the form so validation names it.
 */
export function DateTextInput(props: InputProps & {
  label?: string;
  fullWidth?: boolean;
  /** Filters: only a complete, real date reaches the list query (half-typed text would be a bad filter). */
  validOnly?: boolean;
}) {
  const { field, fieldState, isRequired } = useInput({ ...props, format: (v) => v, parse: (v) => v });
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => shown(field.value));

  // follow the value when it changes from outside (record loaded, filter cleared)
  useEffect(() => {
    setText((current) => (parseDateInput(current) === (field.value ?? null) ? current : shown(field.value)));
  }, [field.value]);

  const change = (raw: string) => {
    const clean = raw.replace(/[^\d-]/g, '').slice(0, 10);
    setText(tidyDateText(clean));
    const parsed = parseDateInput(clean);
    if (clean === '') field.onChange(null);
    else if (parsed || !props.validOnly) field.onChange(parsed ?? clean);
  };

  const label = translateLabel({ label: props.label, source: props.source, resource: props.resource }) as string;
  const error = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      label={label}
      value={text}
      onChange={(e) => change(e.target.value)}
      onBlur={field.onBlur}
      required={isRequired}
      disabled={props.disabled}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : ' '}
      placeholder="DD-MM-AAAA"
      fullWidth={props.fullWidth}
      margin="dense"
      className={`ra-input ra-input-${props.source}`}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'data-testid': `date-${props.source}` },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" aria-label={label} disabled={props.disabled} onClick={() => picker.current?.showPicker?.()}>
                <CalendarMonth fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
                onChange={(e) => change(e.target.value)}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1, pointerEvents: 'none', right: 0, bottom: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
