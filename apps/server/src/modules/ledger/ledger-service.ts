import type { Statement, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { announceBalances } from './balance-announcements.ts';
import { creditMany, moveAndRecord, moveAndRecordStatement, type AccountType, type LedgerRow } from './ledger-repository.ts';

export type { AccountType, LedgerRow };

export const LEDGER_KINDS = [
  'consignment', 'consignment_reversal', 'adjustment', 'purchase', 'revenue', 'commission', 'refund',
  'booking_hold', 'booking_release', 'renewal', 'penalty', 'redeem', 'transfer',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface Posting {
  account: { type: AccountType; id: number };
  /** Signed integer cents. */
  amount: number;
  kind: LedgerKind;
  /** Unique business-event key (e.g. "consignment:12:credit"): a second posting with it is refused. */
  key?: string;
  note?: string;
  /** Let this posting take the balance below the credit limit (reversals an admin forces, never purchases). */
  allowNegative?: boolean;
}

export interface Movement {
  companyId: number;
  actor: Actor;
  object?: { type: string; id: number };
  postings: Posting[];
}

export class InsufficientFundsError extends AppError {
  constructor(readonly account: Posting['account']) {
    super(409, 'Saldo insuficiente para realizar esta operación.', undefined, 'INSUFFICIENT_FUNDS');
  }
}

export class AlreadyPostedError extends AppError {
  constructor(readonly key: string) {
    super(409, 'Esta operación ya fue aplicada; no se movió dinero de nuevo.', undefined, 'ALREADY_POSTED');
  }
}

/** The ledger row one posting of a movement writes (its balance_after is computed by the statement). */
const entryRow = (movement: Movement, p: Posting) => ({
  company_id: movement.companyId,
  account_type: p.account.type,
  account_id: p.account.id,
  amount: p.amount,
  kind: p.kind,
  object_type: movement.object?.type ?? null,
  object_id: movement.object?.id ?? null,
  note: p.note ?? null,
  actor_id: movement.actor.id,
  actor_name: movement.actor.name,
  idempotency_key: p.key ?? null,
});

const order = (p: Posting) => `${p.account.type}:${String(p.account.id).padStart(12, '0')}`;

/**
 * Posts money movements inside the caller's transaction: each posting moves one cached balance and appends one
 * ledger row with the balance after it. Accounts are touched in a fixed order so concurrent movements over the
 * same accounts cannot deadlock. Throws (rolling the caller's transaction back) on insufficient funds or on
 * a business-event key that was already posted.
 */
export async function post(tx: Tx, movement: Movement): Promise<LedgerRow[]> {
  for (const p of movement.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`ledger: invalid amount ${p.amount}`);
  }
  const rows: LedgerRow[] = [];
  for (const p of [...movement.postings].sort((a, b) => order(a).localeCompare(order(b)))) {
    let row: LedgerRow | null;
    try {
      // balance move and ledger row in one statement: the unique key index refuses a second posting of one
      // event, even from two transactions racing (the whole statement fails, so no balance moved either)
      row = await moveAndRecord(tx, entryRow(movement, p), p.allowNegative ?? false);
    } catch (err) {
      if (p.key && isUniqueViolation(err)) throw new AlreadyPostedError(p.key);
      throw err;
    }
    if (row === null) throw new InsufficientFundsError(p.account);
    rows.push(row);
  }
  announceBalances(tx, movement.postings.map((p) => p.account));
  return rows;
}

/**
 * A movement of one debit or credit as a Statement, for a caller that sends it with other statements of its
 * transaction in one round trip (db/client.ts executeTogether): the same row and guard as post(); reading it throws
 * InsufficientFundsError when the guard refused. A key already posted fails the round trip with the unique
 * violation itself (post() maps it to AlreadyPostedError): use it for keys no other movement can hold.
 */
export function postingStatement(tx: Tx, movement: Movement): Statement<LedgerRow> {
  if (movement.postings.length !== 1) throw new Error('ledger: a posting statement moves one account');
  const [p] = movement.postings;
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`ledger: invalid amount ${p.amount}`);
  const statement = moveAndRecordStatement(entryRow(movement, p), p.allowNegative ?? false);
  return {
    query: statement.query,
    read(rows) {
      const row = statement.read(rows);
      if (row === null) throw new InsufficientFundsError(p.account);
      announceBalances(tx, [p.account]);
      return row;
    },
  };
}

const creditRows = (movement: Movement) => {
  for (const p of movement.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount <= 0) throw new Error(`ledger: a credit must be positive (${p.amount})`);
  }
  return movement.postings.map((p) => entryRow(movement, p));
};

/** A duplicate business-event key in a statement that posted credits: the AlreadyPostedError of the movement. */
export function creditError(movement: Movement, err: unknown): unknown {
  return isUniqueViolation(err) ? new AlreadyPostedError(movement.postings.find((p) => p.key)?.key ?? '') : err;
}

/**
 * Posts credits (positive amounts) in the given order in one round trip, in the caller's transaction: the
 * accounts are locked in that order (unlike post(), which sorts them), for callers that keep a lock order of
 * their own (sales: the buyer's ancestors nearest first, then the company). Same rows and guarantees as post().
 */
export async function postCredits(tx: Tx, movement: Movement): Promise<LedgerRow[]> {
  try {
    const rows = await creditMany(tx, creditRows(movement));
    announceBalances(tx, movement.postings.map((p) => p.account));
    return rows;
  } catch (err) {
    throw creditError(movement, err);
  }
}

/** A movement's credits as the arrays a database function posts in their order, one element per posting. */
export interface CreditArrays {
  accountTypes: string[];
  accountIds: number[];
  amounts: number[];
  kinds: string[];
  notes: (string | null)[];
  keys: (string | null)[];
}

/**
 * The same credits as postCredits, as the arrays of a database function that posts them in the given order inside a
 * hot path's last statement (the direct purchase's sales_finish_purchase, migration 0032: same rows, same lock order,
 * the object and actor of the movement). The caller runs it in `tx` and maps a unique violation with creditError.
 */
export function creditArrays(tx: Tx, movement: Movement): CreditArrays {
  const rows = creditRows(movement);
  // announced on commit: the function either posts every credit or fails the whole transaction
  announceBalances(tx, movement.postings.map((p) => p.account));
  return {
    accountTypes: rows.map((r) => r.account_type),
    accountIds: rows.map((r) => r.account_id),
    amounts: rows.map((r) => r.amount),
    kinds: rows.map((r) => r.kind),
    notes: rows.map((r) => r.note),
    keys: rows.map((r) => r.idempotency_key),
  };
}
