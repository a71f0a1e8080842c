/**
 * Stable codes of the refusals a caller decides on. An error answer carries one as `code` beside its Spanish `msg`:
 * code (server or web) branches on the code, never on the text, which may be reworded at any time.
 */
export const ERROR_CODES = [
  /** The session was replaced by a newer login or a password change: sign in again. */
  'SESSION_REPLACED',
  /** The account to debit has not enough balance (plus credit limit) for the operation; nothing was charged. */
  'INSUFFICIENT_FUNDS',
  /** Fewer units in stock than asked for; nothing was taken or charged. */
  'OUT_OF_STOCK',
  /** A store checkout lost the last unit of an item to another buyer; the cart flags the item. */
  'SOLD_OUT',
  /** The coupon code names no coupon of the company. */
  'COUPON_UNKNOWN',
  /** The coupon is switched off. */
  'COUPON_INACTIVE',
  /** The coupon's validity has not started yet. */
  'COUPON_NOT_YET_VALID',
  /** The coupon's validity has ended. */
  'COUPON_EXPIRED',
  /** The coupon does not cover this product (another item of the cart may be covered). */
  'COUPON_NOT_APPLICABLE',
  /** The buyer used the coupon as many times as one client may. */
  'COUPON_USER_LIMIT_REACHED',
  /** The coupon reached its total number of uses. */
  'COUPON_USED_UP',
  /** A ledger movement with this key was already posted (a retried operation); no money moved again. */
  'ALREADY_POSTED',
  /** Redeemable balance codes: why a code cannot be redeemed (the outcome kept in the attempts table, in capitals). */
  'CODE_UNKNOWN',
  'CODE_ALREADY_REDEEMED',
  'CODE_ANNULLED',
  'CODE_EXPIRED',
  'CODE_UNASSIGNED',
  'CODE_UNSOLD',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
