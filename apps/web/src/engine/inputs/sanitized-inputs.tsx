import { InputAdornment } from '@mui/material';
import { formatMoneyInput, moneyInputToCents } from '@app/shared';
import { TextInput, type TextInputProps } from 'react-admin';
import { parseIntegerText, parseNumberText } from './number-parse.ts';

/*
 * Spec §5 number fields. Each strips what the user may not type; values live in the form as numbers
 * (money as integer cents, the API's unit) while the input shows what the user typed.
 */

const show = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export const NumberTextInput = (props: TextInputProps) => (
  <TextInput {...props} parse={parseNumberText} format={show} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
);

export const IntegerTextInput = (props: TextInputProps) => (
  <TextInput {...props} parse={parseIntegerText} format={show} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
);

/** Whole pesos on screen (0 decimals, comma thousands), integer cents in the form and the API. */
export const MoneyInput = (props: TextInputProps) => (
  <TextInput
    {...props}
    parse={(text: string) => moneyInputToCents(text)}
    format={(cents: unknown) => (typeof cents === 'number' ? formatMoneyInput(cents) : show(cents))}
    slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
  />
);
