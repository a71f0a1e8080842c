import type { Feature } from '../../app/feature.ts';
import { CouponProductsInput } from './product-list-input.tsx';

export const couponsFeature: Feature = {
  name: 'coupons',
  // a coupon names the products it applies to by picking them
  extensions: { coupons: { inputs: { type_digital_account_ids: CouponProductsInput } } },
};
