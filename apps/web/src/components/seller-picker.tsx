import { useTranslate } from 'react-admin';
import { SearchPicker, type PickedRecord } from './search-picker.tsx';

export type SellerOption = PickedRecord;

/** Staff choose whose prices they look at (a distributor of the company); empty means their own. */
export function SellerPicker({ value, onChange }: { value: SellerOption | null; onChange: (seller: SellerOption | null) => void }) {
  const t = useTranslate();
  return (
    <SearchPicker resource="distribuitors" label={t('money.prices.seller')} placeholder={t('money.prices.own_prices')}
      value={value} onChange={onChange} testId="seller-picker" />
  );
}
