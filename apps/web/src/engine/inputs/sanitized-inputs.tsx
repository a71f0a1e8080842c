import { TextInput, useInput, useTranslate, useTranslateLabel, type TextInputProps } from 'react-admin';
import { MoneyField } from '../../components/money/money-field.tsx';
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

/**
 * Whole pesos on screen, grouped the Colombian way as they are typed ("9.500"), integer cents in the form and
 * the API: react-admin's wiring (label, asterisk, error) around the app's one money field.
 */
export function MoneyInput(props: TextInputProps) {
  const { field, fieldState, isRequired } = useInput({ ...props, format: (v) => v, parse: (v) => v });
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const error = fieldState.error?.message;
  const label = props.label === false ? undefined : translateLabel({ label: props.label, source: props.source, resource: props.resource }) as string;
  return (
    <MoneyField
      name={field.name}
      label={label}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={isRequired}
      disabled={props.disabled}
      error={!!error}
      helperText={error ? translate(error, { _: error }) : props.helperText === false ? undefined : ' '}
      fullWidth={props.fullWidth}
      margin="dense"
      className={`ra-input ra-input-${props.source}`}
      testId={`money-${props.source}`}
    />
  );
}
