import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { consignmentReceiptCheck as c } from '../../db/schema/index.ts';
import type { ConsignmentKind } from './consignment-kinds.ts';
import { SAME_IMAGE_MAX_DISTANCE } from './receipt-hash.ts';

/**
 * A report is compared only with the live claims of its company and kind: pending and approved reports. A rejected
 * or reversed report released its deposit, and its author may report it again, receipt and all, once corrected.
 */
const LIVE_STATES = sql`('draft', 'finalized')`;

/** Live reports of the company and kind made before `beforeId`: a report repeats an earlier one, never a later one. */
function liveOthers(kind: ConsignmentKind, companyId: number, beforeId: number) {
  const t = kind.table;
  return and(
    eq(c.company_id, companyId), eq(c.object_type, kind.def.name), sql`${c.consignment_id} < ${beforeId}`,
    sql`EXISTS (SELECT 1 FROM ${t} WHERE ${t.id} = ${c.consignment_id} AND ${t.consignments_state} IN ${LIVE_STATES})`,
  );
}

/** The earliest live report of the company with the same normalized reference. */
export async function sameReference(tx: Tx, kind: ConsignmentKind, companyId: number, beforeId: number, referenceKey: string) {
  const rows = await tx.select({ id: c.consignment_id }).from(c)
    .where(and(liveOthers(kind, companyId, beforeId), eq(c.reference_key, referenceKey))).orderBy(c.consignment_id).limit(1);
  return rows[0]?.id;
}

/** The earliest live report whose receipt hashes within SAME_IMAGE_MAX_DISTANCE bits of `hash` (PostgreSQL counts them). */
export async function sameImage(tx: Tx, kind: ConsignmentKind, companyId: number, beforeId: number, hash: string) {
  const bits = hash.length * 4;
  const distance = sql`bit_count(('x' || ${c.image_hash})::bit(${sql.raw(String(bits))}) # ('x' || ${hash})::bit(${sql.raw(String(bits))}))`;
  const rows = await tx.select({ id: c.consignment_id }).from(c)
    .where(and(liveOthers(kind, companyId, beforeId), sql`length(${c.image_hash}) = ${hash.length}`, sql`${distance} <= ${SAME_IMAGE_MAX_DISTANCE}`))
    .orderBy(c.consignment_id).limit(1);
  return rows[0]?.id;
}

export interface ReceiptCheck {
  referenceKey: string;
  imageHash: string | null;
  suspectedDuplicateOf: number | null;
  duplicateReason: 'reference' | 'image' | null;
}

/** Writes (or rewrites, when the report's reference or receipt changed) the comparison of one report. */
export async function saveReceiptCheck(tx: Tx, kind: ConsignmentKind, companyId: number, consignmentId: number, check: ReceiptCheck) {
  const values = {
    reference_key: check.referenceKey, image_hash: check.imageHash,
    suspected_duplicate_of: check.suspectedDuplicateOf, duplicate_reason: check.duplicateReason,
  };
  await tx.insert(c).values({ company_id: companyId, object_type: kind.def.name, consignment_id: consignmentId, ...values })
    .onConflictDoUpdate({ target: [c.company_id, c.object_type, c.consignment_id], set: values });
}

export async function findReceiptCheck(tx: Tx, kind: ConsignmentKind, companyId: number, consignmentId: number) {
  const rows = await tx.select().from(c)
    .where(and(eq(c.company_id, companyId), eq(c.object_type, kind.def.name), eq(c.consignment_id, consignmentId))).limit(1);
  return rows[0];
}

export async function saveReview(tx: Tx, kind: ConsignmentKind, companyId: number, consignmentId: number, reviewedBy: number | null, reason: string) {
  await tx.update(c).set({ reviewed_by: reviewedBy, review_reason: reason })
    .where(and(eq(c.company_id, companyId), eq(c.object_type, kind.def.name), eq(c.consignment_id, consignmentId)));
}

/** The suspicion as computed columns of the consignment rows (answered to staff only: consignment-hooks.ts). */
export function duplicateColumns(kind: ConsignmentKind) {
  const t = kind.table;
  const of = (column: typeof c.suspected_duplicate_of | typeof c.duplicate_reason) => sql`(SELECT ${column} FROM ${c}
    WHERE ${c.company_id} = ${t.company_id} AND ${c.object_type} = ${kind.def.name} AND ${c.consignment_id} = ${t.id})`;
  return { suspected_duplicate_of: of(c.suspected_duplicate_of), duplicate_reason: of(c.duplicate_reason) };
}
