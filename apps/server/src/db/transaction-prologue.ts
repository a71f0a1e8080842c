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
  /** A transaction of the request that ran the prologue is open (it holds what the prologue locked). */
  open?: boolean;
}

const slots = new AsyncLocalStorage<PrologueSlot>();

/** Runs `fn`, and everything it starts, with `slot` as the transactions' prologue. */
export const runWithPrologue = (slot: PrologueSlot, fn: () => void): void => slots.run(slot, fn);

/**
 * The prologue for a transaction about to begin, and what to call when it ends; null when the request has none,
 * or when another of its transactions that ran it is still open: that one holds the prologue's row lock, and a
 * transaction opened inside it would wait for it forever.
 */
export function beginPrologue(): { prologue: TransactionPrologue; end: () => void } | null {
  const slot = slots.getStore();
  if (!slot?.prologue || slot.open) return null;
  slot.open = true;
  return { prologue: slot.prologue, end: () => { slot.open = false; } };
}
