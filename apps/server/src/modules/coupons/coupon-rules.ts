import { formatDate } from '@app/shared';
import { AppError, unprocessable, type ErrorCode } from '../../lib/errors.ts';
import type { CouponRow } from './coupon-repository.ts';

/** Why a coupon cannot be used (one distinct Spanish message each, DOMAIN.md "Coupon"). */
export type CouponRefusal = 'unknown' | 'inactive' | 'not_yet_valid' | 'expired' | 'not_for_product' | 'user_limit_reached' | 'limit_reached';

export interface CouponUse {
  userId: number;
  productId: number;
  productName: string;
  /** The buyer's uses of this coupon that still count. */
  userUses: number;
}

/** The first rule a coupon breaks for this use, or null when it may be applied. Pure: the caller read the row. */
export function couponRefusal(coupon: CouponRow | undefined, use: CouponUse): CouponRefusal | null {
  // someone else's personal coupon is, for this buyer, a code that does not exist
  if (!coupon || (coupon.user_id !== null && coupon.user_id !== use.userId)) return 'unknown';
  if (!coupon.active) return 'inactive';
  if (coupon.start_date && coupon.today < coupon.start_date) return 'not_yet_valid';
  if (coupon.end_date && coupon.today > coupon.end_date) return 'expired';
  const products = coupon.type_digital_account_ids ?? [];
  if (products.length && !products.includes(use.productId)) return 'not_for_product';
  if (coupon.max_uses_per_user !== null && use.userUses >= coupon.max_uses_per_user) return 'user_limit_reached';
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return 'limit_reached';
  return null;
}

const times = (n: number) => (n === 1 ? '1 vez' : `${n} veces`);
const uses = (n: number) => (n === 1 ? '1 uso' : `${n} usos`);

/** The refusal as the answer the buyer reads: 422 for a code that does not fit the purchase, 409 for a used-up one. */
export function couponError(refusal: CouponRefusal, code: string, coupon: CouponRow | undefined, use: CouponUse): AppError {
  const c = code.trim().toUpperCase();
  const fail = (msg: string, errorCode: ErrorCode) => unprocessable(msg, { coupon: msg }, errorCode);
  // used up: a conflict with the state of the coupon, still named on the `coupon` field for the purchase form
  const usedUp = (msg: string, errorCode: ErrorCode) => new AppError(409, msg, { coupon: msg }, errorCode);
  switch (refusal) {
    case 'unknown':
      return fail(`El cupón ${c} no existe. Revisa que esté bien escrito.`, 'COUPON_UNKNOWN');
    case 'inactive':
      return fail(`El cupón ${c} está desactivado y no se puede usar.`, 'COUPON_INACTIVE');
    case 'not_yet_valid':
      return fail(`El cupón ${c} todavía no está vigente: se puede usar desde el ${formatDate(coupon!.start_date!)}.`, 'COUPON_NOT_YET_VALID');
    case 'expired':
      return fail(`El cupón ${c} venció el ${formatDate(coupon!.end_date!)}.`, 'COUPON_EXPIRED');
    case 'not_for_product':
      return fail(`El cupón ${c} no aplica a ${use.productName}.`, 'COUPON_NOT_APPLICABLE');
    case 'user_limit_reached':
      return usedUp(`Ya usaste el cupón ${c} el máximo permitido por cliente (${times(coupon!.max_uses_per_user!)}).`, 'COUPON_USER_LIMIT_REACHED');
    case 'limit_reached':
      return usedUp(`El cupón ${c} ya se agotó: alcanzó su límite de ${uses(coupon!.max_uses!)}.`, 'COUPON_USED_UP');
  }
}
