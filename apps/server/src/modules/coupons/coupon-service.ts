import { splitSale, type CouponTerms } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { saleChain } from '../pricing/index.ts';
import { quoteCoupon } from './coupon-redemption.ts';
import { personalCouponsOf, type CouponRow } from './coupon-repository.ts';

export type PersonalCouponState = 'available' | 'used' | 'expired' | 'inactive' | 'scheduled';

/** A personal coupon as its owner sees it in its profile. */
export interface PersonalCoupon extends CouponTerms {
  id: number;
  code: string;
  description: string | null;
  start_date: string | null;
  end_date: string | null;
  reward_orders: number | null;
  created_at: string;
  state: PersonalCouponState;
}

const stateOf = (c: CouponRow): PersonalCouponState => {
  if (c.max_uses !== null && c.uses >= c.max_uses) return 'used';
  if (!c.active) return 'inactive';
  if (c.end_date && c.today > c.end_date) return 'expired';
  if (c.start_date && c.today < c.start_date) return 'scheduled';
  return 'available';
};

export function couponService(db: Db) {
  return {
    /** The signed-in user's personal coupons (rewards), newest first, with whether each can still be used. */
    async mine(auth: AuthContext): Promise<PersonalCoupon[]> {
      return (await personalCouponsOf(db, auth.tenant.id, auth.user.id)).map((c) => ({
        id: c.id, code: c.code, description: c.description, discount_type: c.discount_type, percent: c.percent, amount: c.amount,
        start_date: c.start_date, end_date: c.end_date, reward_orders: c.reward_orders, created_at: c.created_at, state: stateOf(c),
      }));
    },

    /**
     * What the signed-in buyer would pay for `quantity` of a product with a coupon now, with the same rules and
     * messages as the purchase; nothing is locked or counted (the purchase checks the limits again).
     */
    async quote(auth: AuthContext, input: { code: string; type_digital_account_id: number; quantity: number }) {
      const sale = await saleChain(db, auth.tenant.id, auth.user.id, input.type_digital_account_id);
      if (!sale) throw notFound('El producto no existe en esta empresa.');
      const priced = await quoteCoupon(db, {
        companyId: auth.tenant.id, buyerId: auth.user.id, product: sale.product, split: splitSale(sale.chain, input.quantity), code: input.code,
      });
      return { coupon: priced.coupon, gross: priced.split.gross, discount: priced.split.discount, total: priced.split.total };
    },
  };
}

export type CouponService = ReturnType<typeof couponService>;
