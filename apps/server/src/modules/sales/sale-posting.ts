import { formatMoney, type SaleSplit } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import { InsufficientFundsError, post, postCredits, type Movement, type Posting } from '../ledger/ledger-service.ts';
import { ledgerRowsOf, userBalance } from './sale-repository.ts';

export interface SalePostingInput {
  companyId: number;
  actor: Actor;
  /** The document the rows belong to (order or digital-account-others). */
  object: { type: string; id: number };
  /** Business-event key prefix, e.g. "order:12": rows are "order:12:purchase", "order:12:commission:{userId}", ... */
  keyPrefix: string;
  buyerId: number;
  split: SaleSplit;
  /** Text of the rows (the buyer's movement list shows it). */
  note: string;
  /** Kind of the buyer's debit: 'purchase' (default), or 'renewal' for a renewal, which is a sale of time. */
  debitKind?: 'purchase' | 'renewal';
}

/**
 * Every money transaction of sales takes its balance locks in one global order — users deepest first (the buyer,
 * then its parent, grandparent, ...: by level_grid descending, then id), the company last — so two of them can
 * never wait on each other in a cycle. Each posting is its own post() call so the ledger keeps this order (a
 * single post() would sort by id), and the rows that every sale of a network shares (the ancestors' and the
 * company's balances) are taken last, just before the commit, and held as briefly as possible.
 */
async function postInOrder(tx: Tx, movement: { companyId: number; actor: Actor; object: { type: string; id: number } }, postings: Posting[]) {
  for (const p of postings) await post(tx, { ...movement, postings: [p] });
}

/** The buyer's debit for a sale (the caller posts it before taking stock, so a balance that cannot pay fails first). */
export async function postBuyerDebit(tx: Tx, s: Pick<SalePostingInput, 'companyId' | 'actor' | 'object' | 'keyPrefix' | 'buyerId' | 'split' | 'note' | 'debitKind'>) {
  if (s.split.total <= 0) return;
  await post(tx, {
    companyId: s.companyId, actor: s.actor, object: s.object,
    postings: [{ account: { type: 'user', id: s.buyerId }, amount: -s.split.total, kind: s.debitKind ?? 'purchase', key: `${s.keyPrefix}:purchase`, note: s.note }],
  });
}

/**
 * The rest of a sale after the buyer's debit: each ancestor's commission (nearest first) and the company's
 * revenue, so the buyer's debit = revenue + commissions (splitSale guarantees it). Credits only.
 */
export function earningsMovement(s: SalePostingInput): Movement {
  const postings: Posting[] = [];
  for (const c of s.split.commissions) {
    if (c.amount > 0) {
      postings.push({ account: { type: 'user', id: c.userId }, amount: c.amount, kind: 'commission', key: `${s.keyPrefix}:commission:${c.userId}`, note: `Comisión: ${s.note}` });
    }
  }
  if (s.split.revenue > 0) {
    postings.push({ account: { type: 'company', id: s.companyId }, amount: s.split.revenue, kind: 'revenue', key: `${s.keyPrefix}:revenue`, note: s.note });
  }
  return { companyId: s.companyId, actor: s.actor, object: s.object, postings };
}

/** Posts the earnings of a sale in one round trip for all the shared rows, locked in chain order. */
export async function postEarnings(tx: Tx, s: SalePostingInput): Promise<void> {
  const movement = earningsMovement(s);
  if (movement.postings.length) await postCredits(tx, movement);
}

const REVERSED_KIND = { purchase: 'refund', renewal: 'refund', commission: 'commission', revenue: 'revenue' } as const;

/**
 * Reverses every sale row a document posted (annulment): the buyer is refunded, each commission and the revenue
 * are debited back, each by a new opposite row (the ledger is append-only) keyed "<original key>:reversal", so
 * an annulment can never be applied twice. Refused (409, nothing moved) when an ancestor has already spent
 * its commission and the reversal would take its balance below its credit limit.
 */
export async function reverseSale(tx: Tx, r: { companyId: number; actor: Actor; object: { type: string; id: number }; keyPrefix: string; note: string }) {
  const rows = (await ledgerRowsOf(tx, r.companyId, r.object.type, r.object.id))
    .filter((row) => row.idempotency_key?.startsWith(`${r.keyPrefix}:`) && !row.idempotency_key.endsWith(':reversal') && row.kind in REVERSED_KIND);
  const toPosting = (row: (typeof rows)[number]): Posting => ({
    account: { type: row.account_type as 'user' | 'company', id: row.account_id },
    amount: -row.amount,
    kind: REVERSED_KIND[row.kind as keyof typeof REVERSED_KIND],
    key: `${row.idempotency_key}:reversal`,
    note: `Anulación: ${r.note}`,
  });
  const movement = { companyId: r.companyId, actor: r.actor, object: r.object };
  // the sale posted buyer, ancestors nearest first, company: its rows in id order are already the lock order
  const users = rows.filter((row) => row.account_type === 'user').map(toPosting);
  const company = rows.filter((row) => row.account_type === 'company').map(toPosting);
  try {
    await postInOrder(tx, movement, [...users, ...company]);
  } catch (err) {
    if (!(err instanceof InsufficientFundsError)) throw err;
    const owed = [...users, ...company].find((p) => p.account.type === err.account.type && p.account.id === err.account.id);
    if (err.account.type === 'user') {
      const who = await userBalance(tx, err.account.id);
      throw conflict(`No se puede anular: ${who?.name ?? 'un distribuidor'} ya no tiene saldo para devolver ${formatMoney(-(owed?.amount ?? 0))} de su comisión. Recarga su saldo o asígnale un cupo de crédito.`);
    }
    throw conflict('No se puede anular: el saldo de la empresa no alcanza para devolver el ingreso de esta venta.');
  }
}
