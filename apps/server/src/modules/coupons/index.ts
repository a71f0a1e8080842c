import { defineModule } from '../app-module.ts';
import { couponHooks } from './coupon-hooks.ts';
import { couponRoutes } from './coupon-routes.ts';
import { couponService } from './coupon-service.ts';

export { type CouponedSale, applyCoupon, quoteCoupon, recordCouponUse, releaseCouponUse } from './coupon-redemption.ts';
export { grantPersonalCoupon, rewardLoyalty } from './coupon-rewards.ts';

/**
 * Coupons (DOMAIN.md "Coupon"): the generic screens' rules for the coupon records, a buyer's personal coupons and
 * the price a coupon gives. Sales apply them through coupon-redemption.ts (applyCoupon, recordCouponUse,
 * releaseCouponUse) inside their own transactions, and reward loyal clients through coupon-rewards.ts.
 */
export default defineModule({
  name: 'coupons',
  hooks: { coupons: couponHooks },
  register(app, { db }) {
    couponRoutes(app, couponService(db));
  },
});
