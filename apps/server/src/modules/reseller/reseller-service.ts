import type { DeliveredItem } from '@app/shared';
import type { ResellerOrder, ResellerOrderInput, ResellerRenewal } from '@app/shared/contracts/reseller';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { FaultService } from '../faults/index.ts';
import { stockByProduct } from '../inventory/index.ts';
import type { PricingService } from '../pricing/index.ts';
import type { RenewalService } from '../renewals/index.ts';
import { callerOf } from '../../lib/caller.ts';
import { userBalance } from '../ledger/index.ts';
import { type OrderRow, type OrderService } from '../sales/index.ts';
import { insertResellerOrder, orderIdByReference, referencesOf } from './reseller-repository.ts';

export interface ResellerDeps {
  orders: OrderService;
  pricing: PricingService;
  renewals: RenewalService;
  faults: FaultService;
}

const iso = (v: unknown): string | null => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** An order as the reseller API answers it (money in cents). */
export const resellerOrderOf = (o: OrderRow, reference: string | null): ResellerOrder => ({
  id: o.id, number: num(o.number), status: String(o.status), type_digital_account_id: num(o.type_digital_account_id),
  product_name: (o.product_name as string | null) ?? null, quantity: num(o.quantity), unit_price: num(o.unit_price), total: num(o.total),
  reference, created_at: iso(o.created_at),
});

const missingOrder = (what: string) => notFound(`Pedido: el registro ${what} no existe.`);

/**
 * The reseller API over the product's own services: the catalogue at the caller's cost, its balance, the same
 * direct purchase as `POST /api/v1/purchase` (prices, commissions, ledger and idempotency unchanged), its orders,
 * renewals and fault reports. A key acts as its owner (req.auth), so every rule of the owner applies.
 */
export function resellerService(db: Db, deps: ResellerDeps) {
  /** One of the caller's own orders (a reseller reads the orders it placed; anything else reads as missing). */
  async function ownOrder(auth: AuthContext, id: number) {
    let found;
    try {
      found = await deps.orders.detail(callerOf(auth), id);
    } catch (err) {
      if (err instanceof AppError && err.status === 404) throw missingOrder(String(id));
      throw err;
    }
    if (Number(found.order.user_id) !== auth.user.id) throw missingOrder(String(id));
    const ref = (await referencesOf(db, [id])).get(id);
    return { order: resellerOrderOf(found.order, ref?.reference ?? null), items: found.items, link: ref?.link ?? null, row: found.order };
  }

  return {
    async products(auth: AuthContext) {
      const items = await deps.pricing.catalogue(auth, await stockByProduct(db, auth.tenant.id));
      return items.map((p: typeof items[number] & { service?: unknown; sale_mode?: unknown; duration_days?: unknown }) => ({
        type_digital_account_id: p.type_digital_account_id, name: p.name, service: (p.service as string | undefined) ?? null,
        sale_mode: (p.sale_mode as string | undefined) ?? null, duration_days: num(p.duration_days), price: p.price, available: p.available,
      }));
    },

    async balance(auth: AuthContext) {
      const b = await userBalance(db, auth.user.id);
      const balance = Number(b?.balance ?? 0);
      const credit = Number(b?.credit_limit ?? 0);
      return { balance, credit_limit: credit, available: balance + credit, currency: 'COP' as const };
    },

    /**
     * The direct purchase, with the reseller's reference and link recorded in its own transaction. `answer`: the
     * caller's answer stored with the sale's commit, as the sales module's AnswerWithSale but with the order as the
     * reseller API shows it.
     */
    async placeOrder(
      auth: AuthContext, input: ResellerOrderInput & { link?: string | null },
      answer?: (tx: Tx, placed: { order: ResellerOrder; items: DeliveredItem[] }, numbered: (json: string) => SQL) => SQL | null,
    ) {
      const reference = input.reference ?? null;
      if (reference && (await orderIdByReference(db, auth.tenant.id, auth.user.id, reference)) !== null) {
        throw new AppError(409, `Ya tienes un pedido con la referencia ${reference}.`, undefined, 'REFERENCE_TAKEN');
      }
      try {
        const bought = await deps.orders.purchase(callerOf(auth), { type_digital_account_id: input.type_digital_account_id, quantity: input.quantity }, {
          async within(tx, order) {
            if (reference || input.link || auth.apiKey) {
              await insertResellerOrder(tx, {
                order_id: order.id, company_id: auth.tenant.id, user_id: auth.user.id, api_key_id: auth.apiKey?.id ?? null, reference, link: input.link ?? null,
              });
            }
          },
          answer: answer && ((tx, sold, numbered) => answer(tx, { order: resellerOrderOf(sold.order, reference), items: sold.items }, numbered)),
        });
        return { order: resellerOrderOf(bought.order, reference), items: bought.items };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`Ya tienes un pedido con la referencia ${reference}.`);
        throw err;
      }
    },

    order: ownOrder,

    async orderByReference(auth: AuthContext, reference: string) {
      const id = await orderIdByReference(db, auth.tenant.id, auth.user.id, reference);
      if (id === null) throw missingOrder(`con la referencia ${reference}`);
      return ownOrder(auth, id);
    },

    /**
     * Asks for the unit's renewal, as every door does (DOMAIN.md "Early renewal approval"): inside the notice window
     * the ticket is due and is paid at once from the caller's balance; before it the request waits for the
     * company's approval and nothing is charged (staff approving it charges it and sends `renewal.done`).
     */
    async renew(auth: AuthContext, profileId: number): Promise<ResellerRenewal> {
      const caller = callerOf(auth);
      const { item } = await deps.renewals.request(caller, profileId);
      const asked = { ticket_id: item.id, profile_id: profileId, renewal_limit_date: (item.renewal_limit_date as string | null) ?? null, price: num(item.renewal_price) };
      if (item.renovation_ticket_status === 'to_be_approved') return { ...asked, status: 'to_be_approved', charged: false, renewed_until: null };
      const renewed = await deps.renewals.renew(caller, item.id);
      return { ...asked, status: 'renewed', charged: true, renewed_until: (renewed.renewed_until as string | null) ?? null, price: num(renewed.renewal_price) };
    },

    async reportFault(auth: AuthContext, input: { profile_id: number; description: string }) {
      const row = await deps.faults.file(callerOf(auth), { profile_id: input.profile_id, description: input.description });
      return { id: row.id, status: (row.status as string | null) ?? null, profile_id: num(row.profile_id) };
    },
  };
}

export type ResellerService = ReturnType<typeof resellerService>;
