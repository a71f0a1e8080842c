import { formatMoney } from '@app/shared';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { writeLog } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { appendMovement, lockSeller, sellerSummaries } from './vendor-ledger-repository.ts';

const money = (cents: number) => formatMoney(cents, { decimals: 0 });

/**
 * A payment a seller made to the company, inside the caller's transaction: a row of its ledger the other way
 * (negative), never more than it owes. The seller's row is locked while the balance is checked and moved, so two
 * payments recorded at once cannot both pass on the same debt.
 */
export async function recordPayment(tx: Tx, caller: Caller, sellerId: number, input: { amount: number; note?: string | null }) {
  const seller = await lockSeller(tx, caller.companyId, sellerId);
  if (!seller) throw notFound(`Vendedor autorizado: el registro ${sellerId} no existe.`);
  const owed = Number(seller.balance ?? 0);
  if (owed <= 0) throw conflict(`${seller.name} no tiene deuda pendiente por códigos: no hay pago que registrar.`);
  if (input.amount > owed) throw conflict(`El pago de ${money(input.amount)} supera lo que debe ${seller.name} (${money(owed)}). Registra como máximo ${money(owed)}.`);
  const note = input.note?.trim();
  const movement = await appendMovement(tx, {
    companyId: caller.companyId, sellerId: seller.id, vendorId: seller.user_id, kind: 'payment', amount: -input.amount,
    note: `Pago recibido de ${seller.name}${note ? `: ${note}` : ''}`, actor: caller.actor,
  });
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'authorized-seller', objectId: seller.id, actor: caller.actor,
    text: `Pago de códigos registrado: ${money(input.amount)}; queda debiendo ${money(movement.balance_after)}`,
    changes: { balance: [owed, movement.balance_after] },
  });
  return { item: movement, balance: movement.balance_after };
}

/**
 * The sellers' side of redeemable codes (DOMAIN.md "Redeemable balance"): what each authorized seller holds, sold,
 * saw redeemed and owes (redeemable-balance/sellers), and the payments the company records against that debt.
 */
export function sellerService(db: Db) {
  return {
    /** Staff see every seller with a user; a seller sees only itself. */
    list: (caller: Caller, filters: { q?: string | null; seller_id?: number | null }) => sellerSummaries(db, caller.companyId, {
      q: filters.q?.trim() || null, sellerId: filters.seller_id ?? null, userId: caller.seesWholeCompany ? null : caller.user.id,
    }),

    /**
     * A payment the seller made to the company: a row of its ledger the other way (negative), never more than it
     * owes. The seller's row is locked while the balance is checked and moved, so two payments recorded at once
     * cannot both pass on the same debt.
     */
    async recordPayment(caller: Caller, sellerId: number, input: { amount: number; note?: string | null }) {
      if (!caller.seesWholeCompany) throw forbidden('Solo el personal de la empresa registra pagos de vendedores.');
      return inTransaction(db, (tx) => recordPayment(tx, caller, sellerId, input));
    },
  };
}

export type SellerService = ReturnType<typeof sellerService>;
