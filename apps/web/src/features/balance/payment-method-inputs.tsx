import type { FieldDef, PaymentMethodKind } from '@app/shared';
import { paymentNumberLabel } from '@app/shared';
import { useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { FieldInput } from '../../engine/inputs/field-input.tsx';

/** What to type in the number field of each kind (its rules are the shared definition's: payment-methods.ts). */
const NUMBER_HELP: Record<PaymentMethodKind, string> = {
  bank: 'Como aparece en el certificado bancario',
  breb: 'La llave registrada en tu banco',
  nequi: '10 dígitos, empieza por 3',
  daviplata: '10 dígitos, empieza por 3',
  pse: 'NIT con dígito de verificación, p. ej. 900123456-7',
};

const useKind = () => (useWatch({ name: 'kind' }) ?? 'bank') as PaymentMethodKind;

/** A company bank account's field shown only for the kinds that use it (the server empties it for the others). */
function onlyFor(kinds: readonly PaymentMethodKind[]) {
  return function KindField({ field }: { field: FieldDef }) {
    return kinds.includes(useKind()) ? <FieldInput field={field} /> : null;
  };
}

/** The number, key or NIT, labelled as the chosen kind names it. */
function PaymentNumberInput({ field }: { field: FieldDef }) {
  const kind = useKind();
  const keyType = useWatch({ name: 'breb_key_type' });
  return <TextInput source={field.name} label={paymentNumberLabel(kind, keyType)} helperText={NUMBER_HELP[kind] ?? ''} isRequired fullWidth />;
}

/** Each payment kind shows its own fields in the bank account form (DOMAIN.md "Payment methods of Colombia"). */
export const paymentMethodInputs = {
  bank_id: onlyFor(['bank', 'pse']),
  account_type: onlyFor(['bank']),
  breb_key_type: onlyFor(['breb']),
  payment_link: onlyFor(['pse']),
  account_number: PaymentNumberInput,
};
