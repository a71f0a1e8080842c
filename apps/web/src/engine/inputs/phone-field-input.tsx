import { useState } from 'react';
import { useInput, useTranslateLabel, type InputProps } from 'react-admin';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { splitPhone } from '../../components/form/phone-value.ts';

/**
 * The spec §5 phone input inside a react-admin form. The stored value is the national number (digits only,
 * at most 10), which is what the shared `phones` rule and the server accept; the country picker helps the user
 * but is not part of the record.
 */
export function PhoneFieldInput(props: InputProps & { label?: string }) {
  const { field, fieldState, isRequired } = useInput(props);
  const translateLabel = useTranslateLabel();
  const [country, setCountry] = useState(() => splitPhone(field.value as string).country);
  const digits = splitPhone(field.value as string).digits;
  const label = translateLabel({ label: props.label, source: props.source, resource: props.resource }) as string;
  return (
    <PhoneInput
      name={field.name}
      country={country}
      digits={digits}
      onChange={(c, d) => {
        setCountry(c);
        field.onChange(d || null);
      }}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
    />
  );
}
