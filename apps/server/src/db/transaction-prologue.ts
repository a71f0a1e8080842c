import type { SQL } from 'drizzle-orm';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A statement that every transaction opened on behalf of one request runs first, inside that transaction: the
 * request's Idempotency-Key claim marks itself "work committed" there (plugins/idempotency.ts), so the mark
 * commits exactly when the work does, and the claim's row stays locked while the work runs.
 */
export interface TransactionPrologue {
  statement: SQL;
  /** Reads the statement's rows; throws when the transaction must not go on (the claim is no longer this request's). */
  check: (rows: Record<string, unknown>[]) => void;
}

/** The slot a request fills: emptied once its answer is stored, so work it left running afterwards runs bare. */
export interface PrologueSlot {
  prologue: TransactionPrologue | null;
}

const slots = new AsyncLocalStorage<PrologueSlot>();

/** Runs `fn`, and everything it starts, with `slot` as the transactions' prologue. */
export const runWithPrologue = (slot: PrologueSlot, fn: () => void): void => slots.run(slot, fn);

/** The prologue of the request this code runs for, if it has one. */
export const currentPrologue = (): TransactionPrologue | null => slots.getStore()?.prologue ?? null;
