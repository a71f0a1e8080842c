import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What a consignment report was compared by (DOMAIN.md "Duplicate receipts"): its normalized reference and the
 * perceptual hash of its receipt, and the earlier report it seems to repeat. Kept apart from the consignment row
 * so the suspicion never reaches the reporter through the record's own log. `object_type` is the resource name
 * (consignments or consignments-company); a report is compared only with reports of its own company and kind.
 */
export const consignmentReceiptCheck = pgTable('consignment_receipt_check', {
  company_id: integer('company_id').notNull(),
  object_type: text('object_type').notNull(),
  consignment_id: integer('consignment_id').notNull(),
  reference_key: text('reference_key').notNull(),
  /** blockhash of 256 bits in hex; null when the receipt could not be read or is too small to compare. */
  image_hash: text('image_hash'),
  suspected_duplicate_of: integer('suspected_duplicate_of'),
  /** 'reference' | 'image' */
  duplicate_reason: text('duplicate_reason'),
  /** Who approved the flagged report anyway, and why. */
  reviewed_by: integer('reviewed_by'),
  review_reason: text('review_reason'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'consignment_receipt_check_pk', columns: [t.company_id, t.object_type, t.consignment_id] }),
  index('consignment_receipt_check_reference_idx').on(t.company_id, t.object_type, t.reference_key),
]);
