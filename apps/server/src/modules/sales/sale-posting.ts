import { formatMoney, proportionalShares, type SaleSplit } from '@app/shared';
import type { Statement, Tx } from '../../db/client.ts';
import type { Actor } from '../../lib/audit.ts';
import { conflict } from '../../lib/errors.ts';
import {
  InsufficientFundsError, post, postCredits, postingStatement, type Movement, type Posting, ledgerRowsOf, userBalance,
} from '../ledger/index.ts';

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

type BuyerDebit = Pick<SalePostingInput, 'companyId' | 'actor' | 'object' | 'keyPrefix' | 'buyerId' | 'split' | 'note' | 'debitKind'>;

const buyerDebitMovement = (s: BuyerDebit): Movement => ({
  companyId: s.companyId, actor: s.actor, object: s.object,
  postings: [{ account: { type: 'user', id: s.buyerId }, amount: -s.split.total, kind: s.debitKind ?? 'purchase', key: `${s.keyPrefix}:purchase`, note: s.note }],
});

/** The buyer's debit for a sale (the caller posts it before taking stock, so a balance that cannot pay fails first). */
export async function postBuyerDebit(tx: Tx, s: BuyerDebit) {
  if (s.split.total <= 0) return;
  await post(tx, buyerDebitMovement(s));
}

/**
 * The buyer's debit as a statement to send with the sale's next ones (executeTogether); null for a free sale.
 * Its key (`<keyPrefix>:purchase`) belongs to a document created in the same transaction, so no other posting holds it.
 */
export function buyerDebitStatement(tx: Tx, s: BuyerDebit): Statement<unknown> | null {
  return s.split.total <= 0 ? null : postingStatement(tx, buyerDebitMovement(s));
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

type SaleRow = Awaited<ReturnType<typeof ledgerRowsOf>>[number];

/**
 * The rows a sale posted (the buyer's debit, each commission, the revenue) under `keyPrefix`, each with what is
 * still live of it: its amount plus the partial reversals already taken from it (keyed
 * "<original key>:part:<tag>:reversal", see reverseSalePart). A sale nothing was taken from has net = amount.
 */
function saleRows(all: SaleRow[], keyPrefix: string) {
  const originals = all.filter((row) => row.idempotency_key?.startsWith(`${keyPrefix}:`) && !row.idempotency_key.endsWith(':reversal') && row.kind in REVERSED_KIND);
  return originals.map((row) => {
    const parts = all.filter((p) => p.idempotency_key?.startsWith(`${row.idempotency_key}:part:`) && p.idempotency_key.endsWith(':reversal'));
    return { row, net: row.amount + parts.reduce((sum, p) => sum + p.amount, 0) };
  });
}

/** Posts reversal postings users first (the sale's rows in id order: buyer, ancestors nearest first), the company last. */
async function postReversal(tx: Tx, movement: { companyId: number; actor: Actor; object: { type: string; id: number } }, postings: Posting[], verb: string) {
  const users = postings.filter((p) => p.account.type === 'user');
  const company = postings.filter((p) => p.account.type === 'company');
  try {
    await postInOrder(tx, movement, [...users, ...company]);
  } catch (err) {
    if (!(err instanceof InsufficientFundsError)) throw err;
    const owed = postings.find((p) => p.account.type === err.account.type && p.account.id === err.account.id);
    if (err.account.type === 'user') {
      const who = await userBalance(tx, err.account.id);
      throw conflict(`No se puede ${verb}: ${who?.name ?? 'un distribuidor'} ya no tiene saldo para devolver ${formatMoney(-(owed?.amount ?? 0))} de su comisión. Recarga su saldo o asígnale un cupo de crédito.`);
    }
    throw conflict(`No se puede ${verb}: el saldo de la empresa no alcanza para devolver el ingreso de esta venta.`);
  }
}

/**
 * Reverses every sale row a document posted (annulment): the buyer is refunded, each commission and the revenue
 * are debited back, each by a new opposite row (the ledger is append-only) keyed "<original key>:reversal", so
 * an annulment can never be applied twice. What a partial reversal (a fault refund) already gave back is not
 * given twice: each row is reversed by what is still live of it. Refused (409, nothing moved) when an ancestor
 * has already spent its commission and the reversal would take its balance below its credit limit.
 */
export async function reverseSale(tx: Tx, r: { companyId: number; actor: Actor; object: { type: string; id: number }; keyPrefix: string; note: string }) {
  const rows = saleRows(await ledgerRowsOf(tx, r.companyId, r.object.type, r.object.id), r.keyPrefix);
  const postings: Posting[] = rows.filter(({ net }) => net !== 0).map(({ row, net }) => ({
    account: { type: row.account_type as 'user' | 'company', id: row.account_id },
    amount: -net,
    kind: REVERSED_KIND[row.kind as keyof typeof REVERSED_KIND],
    key: `${row.idempotency_key}:reversal`,
    note: `Anulación: ${r.note}`,
  }));
  await postReversal(tx, { companyId: r.companyId, actor: r.actor, object: r.object }, postings, 'anular');
}

/**
 * What the buyer paid in a sale (its debit under `keyPrefix`, as a positive amount) and how much of it is still
 * the sale's (less what partial reversals gave back); zeros when the document posted no debit.
 */
export async function salePaid(tx: Tx, r: { companyId: number; object: { type: string; id: number }; keyPrefix: string }) {
  const rows = saleRows(await ledgerRowsOf(tx, r.companyId, r.object.type, r.object.id), r.keyPrefix);
  const debit = rows.find(({ row }) => row.amount < 0 && (row.kind === 'purchase' || row.kind === 'renewal'));
  return { paid: debit ? -debit.row.amount : 0, live: debit ? Math.max(0, -debit.net) : 0 };
}

/**
 * Gives back part of a sale (a fault refund of one unit's unused days, DOMAIN.md "Fault report"): the buyer is
 * credited `amount` and the same amount is taken from the sale's other rows in proportion to what each earned
 * (each commission and the revenue, proportionalShares: whole cents adding up exactly), so the document still sums
 * to zero. The rows belong to the sale's own document, keyed "<original key>:part:<tag>:reversal": a tag is applied
 * once, and a later annulment of the sale reverses only what is left (reverseSale). Refused (409, nothing moved)
 * when more is asked than the buyer's payment still holds, or when an ancestor cannot give its share back.
 */
export async function reverseSalePart(tx: Tx, r: {
  companyId: number; actor: Actor; object: { type: string; id: number }; keyPrefix: string;
  /** What makes the part unique within the sale, e.g. "fault:12". */
  tag: string;
  amount: number;
  note: string;
}) {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new Error(`reverseSalePart: invalid amount ${r.amount}`);
  const rows = saleRows(await ledgerRowsOf(tx, r.companyId, r.object.type, r.object.id), r.keyPrefix);
  const debit = rows.find(({ row }) => row.amount < 0 && (row.kind === 'purchase' || row.kind === 'renewal'));
  if (!debit || -debit.net < r.amount) {
    throw conflict(`No se puede reembolsar ${formatMoney(r.amount)}: la venta solo conserva ${formatMoney(Math.max(0, -(debit?.net ?? 0)))} pagados por el comprador.`);
  }
  const credits = rows.filter(({ row }) => row.amount > 0);
  const shares = proportionalShares(r.amount, credits.map(({ row }) => row.amount));
  credits.forEach(({ net }, i) => {
    if (shares[i] > net) throw conflict(`No se puede reembolsar ${formatMoney(r.amount)}: esa parte de la venta ya fue devuelta.`);
  });
  const part = (row: SaleRow, amount: number, kind: Posting['kind']): Posting => ({
    account: { type: row.account_type as 'user' | 'company', id: row.account_id },
    amount, kind, key: `${row.idempotency_key}:part:${r.tag}:reversal`, note: r.note,
  });
  const postings = [
    part(debit.row, r.amount, 'refund'),
    ...credits.map(({ row }, i) => part(row, -shares[i], REVERSED_KIND[row.kind as keyof typeof REVERSED_KIND])).filter((p) => p.amount !== 0),
  ];
  await postReversal(tx, { companyId: r.companyId, actor: r.actor, object: r.object }, postings, 'reembolsar');
}
