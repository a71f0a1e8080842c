import { z } from 'zod';
import { aRecord, fields, fileAnswer, okAnswer, rowFields } from './envelope.ts';

/* The answers of the redeemable module's routes (apps/server/src/modules/redeemable). Money in integer cents. */

/** A code as stored: `code` is its masked form (prefix and last four characters); the full code is never in a row. */
const codeShape = {
  id: z.number(),
  code: z.string(),
  batch: z.number(),
  value: z.number(),
  status: z.string(),
  expires_at: z.string(),
  seller_id: z.number().nullable(),
  vendor_id: z.number().nullable(),
  buyer_name: z.string().nullable(),
  buyer_phone: z.string().nullable(),
  sold_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  vendor_debt: z.number().nullable(),
};
export const redeemableCode = rowFields(codeShape);

/**
 * A code handed to a seller as the seller screens show it: its state today (`expired` once its day passed), the
 * seller's and redeemer's names, and `full_code` / `message` only for the seller holding it.
 */
export const heldCode = rowFields({
  ...codeShape,
  state: z.string(),
  seller_name: z.string().nullable(),
  redeemed_by_name: z.string().nullable(),
  full_code: z.string().nullable(),
  message: z.string().nullable(),
});

/** A code of a batch just created, in full: shown once (its printed card). */
export const createdCode = fields({ id: z.number(), code: z.string(), masked: z.string(), value: z.number(), expires_at: z.string(), batch: z.number() });

/** An authorized seller with the codes it holds, sold and saw redeemed, and what it owes (SellerSummary). */
export const sellerSummary = fields({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  user_id: z.number(),
  user_name: z.string().nullable(),
  active: z.boolean(),
  authorized_until: z.string().nullable(),
  redeemable_discount: z.number(),
  balance: z.number(),
  held: z.number(),
  held_value: z.number(),
  held_expired: z.number(),
  sold: z.number(),
  sold_value: z.number(),
  redeemed: z.number(),
  redeemed_value: z.number(),
  owed_total: z.number(),
  paid: z.number(),
});

/** A batch with how many of its codes are in each state (BatchSummary). */
export const batchSummary = fields({
  batch: z.number(),
  value: z.number(),
  expires_at: z.string(),
  created_at: z.string(),
  quantity: z.number(),
  available: z.number(),
  assigned: z.number(),
  sold: z.number(),
  redeemed: z.number(),
  expired: z.number(),
});

export const batchCreatedAnswer = okAnswer({ batch: z.number(), items: z.array(createdCode) });
export const codesAnswer = okAnswer({ items: z.array(redeemableCode) });
export const codeAnswer = okAnswer({ item: redeemableCode });
export const codeSoldAnswer = okAnswer({ item: redeemableCode, debt: z.number(), balance: z.number() });
/** A code in full, for its seller, with the buyer's message. */
export const codeInFullAnswer = okAnswer({ id: z.number(), code: z.string(), message: z.string().nullable() });
/** The codes a seller holds, paged. */
export const heldCodesAnswer = okAnswer({ items: z.array(heldCode), total: z.number() });
export const batchesAnswer = okAnswer({ items: z.array(batchSummary) });
export const batchExportAnswer = fileAnswer;
export const sellersAnswer = okAnswer({ items: z.array(sellerSummary), total: z.number() });
/** A payment from a seller: the movement written in its ledger and what it still owes. */
export const vendorPaymentAnswer = okAnswer({ item: aRecord, balance: z.number() });
/** A redemption: the amount credited, the user's balance after it, the code (masked) and its id. */
export const redeemAnswer = okAnswer({ amount: z.number(), balance: z.number(), code: z.string(), id: z.number() });

export type HeldCode = z.output<typeof heldCode>;
export type BatchCreatedAnswer = z.output<typeof batchCreatedAnswer>;
export type CodesAnswer = z.output<typeof codesAnswer>;
export type CodeSoldAnswer = z.output<typeof codeSoldAnswer>;
export type CodeInFullAnswer = z.output<typeof codeInFullAnswer>;
export type HeldCodesAnswer = z.output<typeof heldCodesAnswer>;
export type BatchesAnswer = z.output<typeof batchesAnswer>;
export type SellersAnswer = z.output<typeof sellersAnswer>;
export type VendorPaymentAnswer = z.output<typeof vendorPaymentAnswer>;
export type RedeemAnswer = z.output<typeof redeemAnswer>;

/** A code of `POST .../redeemable-balance/list` as the assignment screen reads it (the engine's row; masked code). */
export type AvailableCodeRow = { id: number; code: string; value: number; expires_at: string; batch: number };
