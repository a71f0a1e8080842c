import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import type { Ref } from 'react';
import { useMoneyText } from './use-money-text.ts';

/**
 * Spec §5 money field: whole pesos grouped the Colombian way while typing ("9500" shows "9.500", 0 decimals),
 * integer cents in `value` and `onChange` (null when empty), as the API takes them. Every money input of the app
 * is this one, inside react-admin forms too (engine MoneyInput), so they all type alike.
 */
export function MoneyField({ value, onChange, testId, inputRef, slotProps, 'aria-label': name, ...props }: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (cents: number | null) => void;
  testId?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const money = useMoneyText(value, onChange, inputRef);
  // a field without a visible label (a price in a table row) is named on its input: on the TextField it would land
  // on the wrapper, leaving the input named by its placeholder alone (axe label-title-only)
  return (
    <TextField
      {...props}
      value={money.text}
      onChange={money.onChange}
      inputRef={money.ref}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': testId, 'aria-label': name, ...(slotProps?.htmlInput as object) },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment>, ...(slotProps?.input as object) },
      }}
    />
  );
}
