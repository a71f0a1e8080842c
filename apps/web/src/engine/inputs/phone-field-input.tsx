import { useInput, useTranslateLabel, type InputProps } from 'react-admin';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { joinPhone, splitPhone } from '../../components/form/phone-value.ts';

/** The spec §5 phone input inside a react-admin form; stored as dial code + digits. */
export function PhoneFieldInput(props: InputProps & { label?: string }) {
  const { field, fieldState, isRequired } = useInput(props);
  const translateLabel = useTranslateLabel();
  const { country, digits } = splitPhone(field.value as string);
  const label = translateLabel({ label: props.label, source: props.source, resource: props.resource }) as string;
  return (
    <PhoneInput
      name={field.name}
      country={country}
      digits={digits}
      onChange={(c, d) => field.onChange(joinPhone(c, d) || null)}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      error={!!fieldState.error}
      helperText={fieldState.error?.message}
    />
  );
}
