import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { formatMoneyInput, moneyInputToCents } from '@app/shared';

/**
 * Spec §5 money field outside react-admin forms: whole pesos typed (digits, comma thousands, 0 decimals),
 * integer cents in `value` and `onChange` (null when empty), as the API takes them.
 */
export function MoneyField({ value, onChange, testId, ...props }: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (cents: number | null) => void;
  testId?: string;
}) {
  return (
    <TextField
      {...props}
      value={value === null ? '' : formatMoneyInput(value)}
      onChange={(e) => onChange(moneyInputToCents(e.target.value))}
      slotProps={{
        htmlInput: { inputMode: 'numeric', 'data-testid': testId },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}
