import type { FieldDef } from '@app/shared';
import {
  BooleanInput, DateTimeInput, PasswordInput, SelectInput, TextInput,
} from 'react-admin';
import { displayValue } from '../format-value.ts';
import { DateTextInput } from './date-text-input.tsx';
import { canReadReference, PICKER_FILTERS } from '../reference-access.ts';
import { ImageFieldInput } from './image-field-input.tsx';
import { PhoneFieldInput } from './phone-field-input.tsx';
import { ReferenceFieldInput } from './reference-field-input.tsx';
import { IntegerTextInput, MoneyInput, NumberTextInput } from './sanitized-inputs.tsx';
import { VideoFieldInput } from './video-field-input.tsx';

const upper = (v: string | null) => (typeof v === 'string' ? v.toUpperCase() : v);
const emptyToNull = (v: string) => (v === '' ? null : v);

/**
 * One form input chosen by the field's kind. Validation runs form-wide with the shared schemas
 * (validate-record.ts); `isRequired` only draws the asterisk.
 */
export function FieldInput({ field, disabled }: { field: FieldDef; disabled?: boolean }) {
  const common = { source: field.name, isRequired: !!field.required && !disabled, disabled, fullWidth: true };
  if (disabled && field.kind === 'reference' && canReadReference(field.reference)) {
    return <ReferenceFieldInput source={field.name} reference={field.reference!} disabled />;
  }
  if (disabled) {
    // derived or create-only values: visible for context, never sent (the payload drops them)
    return <TextInput {...common} format={(v: unknown) => displayValue(field, v)} readOnly />;
  }
  switch (field.kind) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} parse={emptyToNull} />;
    case 'email':
      return <TextInput {...common} type="email" parse={emptyToNull} />;
    case 'url':
      return <TextInput {...common} type="url" parse={emptyToNull} />;
    case 'phone':
      return <PhoneFieldInput source={field.name} isRequired={common.isRequired} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'number':
      return <NumberTextInput {...common} />;
    case 'integer':
      return <IntegerTextInput {...common} />;
    case 'money':
      return <MoneyInput {...common} />;
    case 'date':
      return <DateTextInput source={field.name} isRequired={common.isRequired} fullWidth />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'boolean':
      return <BooleanInput source={field.name} />;
    case 'select':
      return <SelectInput {...common} choices={(field.options ?? []).map((o) => ({ id: o.value, name: o.label }))} />;
    case 'reference':
      return field.reference && canReadReference(field.reference)
        ? <ReferenceFieldInput source={field.name} reference={field.reference} isRequired={common.isRequired} filter={PICKER_FILTERS[field.reference]} />
        : <IntegerTextInput {...common} />;
    case 'image':
      return <ImageFieldInput field={field} />;
    case 'video':
      return <VideoFieldInput source={field.name} isRequired={common.isRequired} />;
    case 'json':
      return null;
    default:
      return <TextInput {...common} parse={field.uppercase ? (v: string) => emptyToNull(upper(v) ?? '') : emptyToNull} />;
  }
}
