import { Box, MenuItem, TextField } from '@mui/material';
import { PHONE_COUNTRIES, PHONE_MAX_LENGTH, sanitizePhone } from '@app/shared';
import { useTranslate } from 'ra-core';

export interface PhoneInputProps {
  country: string;
  digits: string;
  onChange: (country: string, digits: string) => void;
  onBlur?: () => void;
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
}

/** Spec §5 phone input: digits only, at most 10, with a country-code picker (co, us, es, mx, ec). */
export function PhoneInput({ country, digits, onChange, onBlur, label, required, error, helperText, name }: PhoneInputProps) {
  const t = useTranslate();
  return (
    // a grid, not a flex row: the number's column may shrink below its helper text's length, so on a phone the field
    // stays inside the screen instead of pushing the page wider
    <Box sx={{ display: 'grid', gridTemplateColumns: '128px minmax(0, 1fr)', gap: 1, alignItems: 'start' }}>
      <TextField
        select
        label={t('auth.country')}
        value={country}
        onChange={(e) => onChange(e.target.value, digits)}
        slotProps={{ htmlInput: { 'aria-label': t('auth.country'), 'data-testid': 'phone-country' } }}
      >
        {PHONE_COUNTRIES.map((c) => (
          <MenuItem key={c.code} value={c.code} title={c.name}>
            {c.code.toUpperCase()} {c.dialCode}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={label}
        name={name}
        value={digits}
        onChange={(e) => onChange(country, sanitizePhone(e.target.value))}
        onBlur={onBlur}
        required={required}
        error={error}
        helperText={helperText ?? t('form.phone_digits')}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: PHONE_MAX_LENGTH, autoComplete: 'tel-national' } }}
      />
    </Box>
  );
}
