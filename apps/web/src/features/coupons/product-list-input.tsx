import type { FieldDef } from '@app/shared';
import { AutocompleteArrayInput, ReferenceArrayInput, useTranslate } from 'react-admin';
import { referenceSearchField } from '../../engine/reference-access.ts';

const PRODUCTS = 'type-digital-account';

/**
 * A coupon's products (`type_digital_account_ids`, a list of ids): picked by name from the catalogue's search; an
 * empty list means the coupon applies to every product, as the helper text says.
 */
export function CouponProductsInput({ field }: { field: FieldDef }) {
  const t = useTranslate();
  return (
    <ReferenceArrayInput source={field.name} reference={PRODUCTS} queryOptions={{ meta: { search: true } }}>
      <AutocompleteArrayInput
        optionText={referenceSearchField(PRODUCTS)}
        filterToQuery={(q: string) => ({ q })}
        // the server keeps null for "every product" and a list of ids otherwise
        parse={(ids: number[] | null) => (ids && ids.length ? ids : null)}
        format={(ids: number[] | null) => ids ?? []}
        helperText={t('coupons.products_help')}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}
