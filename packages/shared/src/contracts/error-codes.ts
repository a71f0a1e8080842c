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
  /** Integrations: the API key is unknown, revoked or malformed. */
  'API_KEY_INVALID',
  /** The API key's allow-list does not include the caller's address. */
  'API_KEY_IP',
  /** The user already holds as many live API keys as one user may. */
  'API_KEY_LIMIT',
  /** A reseller order was sent without its Idempotency-Key header. */
  'IDEMPOTENCY_KEY_REQUIRED',
  /**
   * The work of this Idempotency-Key committed but its answer was never stored (the server stopped between the two):
   * it is not done again; the caller reads its outcome where it lives (its orders, its movements).
   */
  'IDEMPOTENCY_ANSWER_LOST',
  /** The caller already used this order reference. */
  'REFERENCE_TAKEN',
  /** A renewal ticket's transition was asked from a state it does not start from (e.g. approving a renewed one). */
  'RENEWAL_WRONG_STATE',
  /** The metrics scrape sent no token or a wrong one. */
  'METRICS_TOKEN_INVALID',
  /** SMM panel form: a field is missing or malformed, the order has no unit, or the action is unknown. */
  'SMM_BAD_FIELD',
  'SMM_NO_UNIT',
  'SMM_UNKNOWN_ACTION',
  /** The user already has as many webhooks as one user may. */
  'WEBHOOK_LIMIT',
  /** Point of sale (contracts/pos.ts POS_ERROR_CODES names them for the till). */
  'POS_SUBSIDIARY_NOT_FOUND',
  'POS_TOTALS_MISMATCH',
  'POS_UNKNOWN_ITEM',
  'POS_TURN_CLOSED',
  'POS_TURN_NOT_FOUND',
  'POS_BAD_PAYMENT',
  /** Approving a top-up flagged as a possible duplicate needs a written reason; nothing was approved. */
  'DUPLICATE_REVIEW_REASON_REQUIRED',
  /** The database is restarting or unreachable (503): nothing of the call was applied unless it committed; try again. */
  'DATABASE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
