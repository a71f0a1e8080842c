import { formatMoney, isBuyerRole, order as orderDef, splitSale, type SaleSplit } from '@app/shared';
import { sql } from 'drizzle-orm';
import { executeStatement, executeTogether, inTransaction, inTransactionEndedBy, type Db, type Statement, type Tx } from '../../db/client.ts';
import { diffChanges, writeLog, type Actor } from '../../lib/audit.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { Caller } from '../../lib/caller.ts';
import { creditArrays, creditError, InsufficientFundsError, userBalance } from '../ledger/index.ts';
import { saleChain, saleChainStatement, type ProductRow, type SaleChain } from '../pricing/index.ts';
import { toItems, type DeliveredItem } from './delivery.ts';
import { purchaseTemplate } from '../templates/index.ts';
import { nextNumber } from '../consecutives/index.ts';
import { applyCoupon, recordCouponUse, releaseCouponUse } from '../coupons/index.ts';
import { rewardLoyalty } from '../coupons/index.ts';
import { deliveredStatement, notifyDelivered } from './order-notifications.ts';
import { buyerDebitStatement, earningsMovement, postBuyerDebit, postEarnings, reverseSale } from './sale-posting.ts';
import {
  allocateAccounts, allocateAccountsStatement, allocateProfiles, allocateProfilesStatement, releaseUnits, type Allocation, type UnitRow,
} from '../inventory/index.ts';
import { userInSubtree } from '../users/index.ts';
import {
  enterSalesQueue, finishPurchase, getOrderRow, insertOrder, insertOrderStatement, lockOrder, nextOrderIdStatement, unitsOfOrder, updateOrder, type OrderRow,
} from './sale-repository.ts';
import { assertState, reasonText } from './transition.ts';
import { NUMBER_MARK, numberedAnswer, withNumber, type AnswerWithSale, type Bought } from './purchase-answer.ts';

export const MAX_QUANTITY = 100;

/** What a sale needs of its order before the order's row is back from the database (a direct purchase sends them together). */
type SoldOrder = { id: number; user_id?: unknown; quantity?: unknown; product_name?: unknown; type_digital_account_id?: unknown; total?: unknown; number?: unknown };

export function assertSellable(product: ProductRow, quantity: number) {
  if (!product.active) throw conflict(`El producto ${product.name} no está disponible para la venta.`);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    throw unprocessable(`La cantidad debe estar entre 1 y ${MAX_QUANTITY}.`, { quantity: `Entre 1 y ${MAX_QUANTITY}` });
  }
}

const insufficientBalance = (total: number, available: number) =>
  conflict(`Saldo insuficiente: el total es ${formatMoney(total)} y tu saldo disponible es ${formatMoney(available)}. No se realizó ningún cobro.`, 'INSUFFICIENT_FUNDS');

const allocationOf = (a: { companyId: number; product: ProductRow; quantity: number; buyerId: number; orderId: number }): Allocation => ({
  companyId: a.companyId, typeId: a.product.id, quantity: a.quantity, buyerId: a.buyerId, orderId: a.orderId, durationDays: a.product.duration_days,
});

/** Too few units means the sale fails whole (the caller's transaction rolls back, nothing was taken or charged). */
function assertDelivered(product: ProductRow, quantity: number, units: UnitRow[]): UnitRow[] {
  if (units.length < quantity) {
    const what = product.sale_mode === 'accounts' ? 'cuentas' : 'perfiles';
    throw conflict(`Inventario insuficiente de ${product.name}: pediste ${quantity} y hay ${units.length} ${what} disponibles en este momento. No se realizó ningún cobro.`, 'OUT_OF_STOCK');
  }
  return units;
}

/** Takes the units of a sale (profiles, or whole accounts for products sold by accounts), all or none. */
export async function deliverUnits(tx: Tx, a: { companyId: number; product: ProductRow; quantity: number; buyerId: number; orderId: number }): Promise<UnitRow[]> {
  const units = a.product.sale_mode === 'accounts' ? await allocateAccounts(tx, allocationOf(a)) : await allocateProfiles(tx, allocationOf(a));
  return assertDelivered(a.product, a.quantity, units);
}

type SaleMoney = { companyId: number; actor: Actor; object: { type: string; id: number }; keyPrefix: string; buyerId: number; split: SaleSplit; note: string };

/** A balance that cannot pay gets a Spanish 409 saying how much it has (nothing moved); other errors pass. */
async function buyerCannotPay(tx: Tx, c: SaleMoney, err: unknown): Promise<unknown> {
  if (err instanceof InsufficientFundsError && err.account.type === 'user' && err.account.id === c.buyerId) {
    const b = await userBalance(tx, c.buyerId);
    return insufficientBalance(c.split.total, (b?.balance ?? 0) + (b?.credit_limit ?? 0));
  }
  return err;
}

/** Debits the buyer; a balance that cannot pay gets a Spanish 409 saying how much it has (nothing moved). */
export async function chargeBuyer(tx: Tx, c: SaleMoney) {
  try {
    await postBuyerDebit(tx, c);
  } catch (err) {
    throw await buyerCannotPay(tx, c, err);
  }
}

/** A whole sale without units (hand-fulfilled requests): the buyer's debit, then commissions and revenue. */
export async function chargeSale(tx: Tx, c: SaleMoney) {
  await chargeBuyer(tx, c);
  await postEarnings(tx, c);
}

/** The text of a sale's ledger rows (a direct purchase is numbered only at the end of its transaction). */
const saleNote = (o: { number?: number | null; quantity: number; product_name: string | null }, number?: number) => {
  const n = number ?? o.number;
  return `${n ? `Pedido #${n}` : 'Compra directa'} · ${o.quantity} × ${o.product_name ?? ''}`;
};

export function orderService(db: Db) {
  async function chainFor(tx: Tx, companyId: number, buyerId: number, typeId: number): Promise<SaleChain> {
    const sale = await saleChain(tx, companyId, buyerId, typeId);
    if (!sale) throw notFound('El producto o el comprador no existen en esta empresa.');
    return sale;
  }

  /** Non-staff callers act only on orders of their subtree (and pay only their own). */
  async function assertReach(tx: Tx, caller: Caller, row: OrderRow | undefined, id: number): Promise<OrderRow> {
    if (!row) throw notFound(`Pedido: el registro ${id} no existe.`);
    if (!caller.seesWholeCompany && !(await userInSubtree(tx, row.user_id as number, caller.user.path))) {
      throw notFound(`Pedido: el registro ${id} no existe.`);
    }
    return row;
  }

  const moneyOf = (caller: Caller, order: SoldOrder, split: SaleSplit, number: number | null): SaleMoney => ({
    companyId: caller.companyId, actor: caller.actor, object: { type: 'order', id: order.id }, keyPrefix: `order:${order.id}`,
    buyerId: order.user_id as number, split, note: saleNote(order as never, number ?? undefined),
  });

  /**
   * The buyer's debit (a balance that cannot pay fails before touching stock), then the units: the part of a
   * sale that touches only the buyer's own rows, sent in one round trip after the caller's `before` statements.
   */
  async function chargeAndDeliver(tx: Tx, caller: Caller, order: SoldOrder, sale: SaleChain, money: SaleMoney, before: Statement<unknown>[] = []) {
    const quantity = order.quantity as number;
    const allocation = allocationOf({ companyId: caller.companyId, product: sale.product, quantity, buyerId: order.user_id as number, orderId: order.id });
    const take = sale.product.sale_mode === 'accounts' ? allocateAccountsStatement(allocation) : allocateProfilesStatement(allocation);
    const debit = buyerDebitStatement(tx, money);
    let results: unknown[];
    try {
      const statements: Statement<unknown>[] = [...before, ...(debit ? [debit] : []), take];
      results = await executeTogether(tx, statements);
    } catch (err) {
      throw await buyerCannotPay(tx, money, err);
    }
    return { units: assertDelivered(sale.product, quantity, results.at(-1) as UnitRow[]), before: results.slice(0, before.length) };
  }

  return {
    /**
     * Direct purchase (menu generate-digital-account): takes `quantity` units at the buyer's cost (less its coupon's
     * discount, taken from the company's revenue), debits it, credits commissions and revenue, numbers the order —
     * all in one transaction, or nothing at all.
     */
    async purchase(
      caller: Caller, input: { type_digital_account_id: number; quantity: number; coupon?: string | null },
      options: {
        /** Runs in the purchase's transaction once the order row exists (the reseller API records its reference). */
        within?: (tx: Tx, order: OrderRow) => Promise<void>;
        /** The caller's answer, stored with the sale's COMMIT (an Idempotency-Key's answer: see AnswerWithSale). */
        answer?: AnswerWithSale;
      } = {},
    ): Promise<Bought> {
      if (caller.user.company_id !== caller.companyId) throw forbidden('Solo los usuarios de esta empresa pueden comprar en ella.');
      const { within } = options;
      // read before the sale (cached): the answer stored with its commit renders the delivery messages from it
      const template = await purchaseTemplate(db, caller.companyId);
      return inTransactionEndedBy(db, async (tx, finish) => {
        // the chain of prices, and the order's id taken ahead so the order's insert can travel with the sale's next
        // statements (one round trip, which also carries the transaction's BEGIN)
        const [found, orderId] = await executeTogether(tx, [saleChainStatement(caller.companyId, caller.user.id, input.type_digital_account_id), nextOrderIdStatement]);
        if (!found) throw notFound('El producto o el comprador no existen en esta empresa.');
        const sale = found;
        assertSellable(sale.product, input.quantity);
        // a coupon locks its row here, before any balance row: its use limits are counted one sale after another
        const priced = await applyCoupon(tx, { companyId: caller.companyId, buyerId: caller.user.id, product: sale.product, split: splitSale(sale.chain, input.quantity), code: input.coupon });
        const { split } = priced;
        // no balance check here: the session's user row carries none (it is kept between requests); the buyer's
        // debit comes before any unit is taken, and its guard answers with the balance read in this transaction
        const values = {
          id: orderId, company_id: caller.companyId, user_id: caller.user.id, type_digital_account_id: sale.product.id,
          product_name: sale.product.name, quantity: input.quantity, unit_price: split.unitPrice, total: split.total,
          coupon_code: priced.coupon?.code ?? null, discount: priced.coupon ? split.discount : null,
          status: 'finalized', source: 'direct', finalized_at: sql`now()`, created_by: caller.user.id,
        };
        const insert = insertOrderStatement(tx, values);
        // a coupon's use, the caller's `within`, a loyalty reward and the queue of a buyer with children come before
        // the debit and need the order's row: then the order goes in first, by itself; else it travels with the debit
        const first = priced.coupon || within || isBuyerRole(sale.buyerRole) || sale.buyerHasChildren ? await executeStatement(tx, insert) : null;
        if (first) {
          await recordCouponUse(tx, priced, { companyId: caller.companyId, buyerId: caller.user.id, orderId });
          // before the company's sales queue: it does not hold it longer
          if (within) await within(tx, first);
          // before the queue: the order already counts as finalized (rolled back with it if the sale fails); only
          // buyers' roles earn rewards, so a distributor's purchase skips the query
          if (isBuyerRole(sale.buyerRole)) await rewardLoyalty(tx, { companyId: caller.companyId, userId: caller.user.id });
          if (sale.buyerHasChildren) await enterSalesQueue(tx, caller.companyId);
        }
        const sold: SoldOrder = { ...values, number: null };
        const money = moneyOf(caller, sold, split, null);
        // the order (unless already in) and the buyer's order.delivered webhooks travel with the debit and the units
        const delivered = await chargeAndDeliver(tx, caller, sold, sale, money, [...(first ? [] : [insert]), deliveredStatement(tx, caller.companyId, sold)]);
        const { units } = delivered;
        const draft = first ?? (delivered.before[0] as OrderRow);
        // the answer with the order still unnumbered: its number is filled in where it is taken, in the last message
        const items = toItems(units, sale.product.name, template, { order: NUMBER_MARK, client: caller.user.name });
        const answer = options.answer?.(tx, { order: draft, items }, numberedAnswer(draft.id)) ?? null;
        // the rows every sale of the company shares (network credits, revenue, consecutive) in one last statement
        const earnings = earningsMovement(money);
        let number: number;
        try {
          number = await finishPurchase(finish, {
            credits: creditArrays(tx, earnings), companyId: caller.companyId, orderId: draft.id,
            log: {
              actor: caller.actor,
              text: `Compra directa: ${draft.quantity} × ${draft.product_name} (${formatMoney(split.total)}${priced.coupon ? `, cupón ${priced.coupon.code}: −${formatMoney(split.discount)}` : ''})`,
              changes: { ...diffChanges(null, draft), units: [null, units.map((u) => u.profile_id ?? `cuenta ${u.digital_account_id}`)] },
            },
          }, answer);
        } catch (err) {
          throw creditError(earnings, err);
        }
        return { order: { ...draft, number } as OrderRow, items: withNumber(items, number) };
      });
    },

    /** A cart: an order in draft at the buyer's current cost; nothing is charged until it is finalized. */
    async createDraft(caller: Caller, input: { type_digital_account_id: number; quantity: number; user_id?: number }) {
      const buyerId = input.user_id ?? caller.user.id;
      return inTransaction(db, async (tx) => {
        if (buyerId !== caller.user.id && !(caller.seesWholeCompany || (await userInSubtree(tx, buyerId, caller.user.path)))) {
          throw forbidden('Solo puedes crear pedidos para ti o para tu red.');
        }
        const sale = await chainFor(tx, caller.companyId, buyerId, input.type_digital_account_id);
        assertSellable(sale.product, input.quantity);
        const split = splitSale(sale.chain, input.quantity);
        const number = (await nextNumber(tx, caller.companyId, 'order')).number;
        const row = await insertOrder(tx, {
          company_id: caller.companyId, number, user_id: buyerId, type_digital_account_id: sale.product.id,
          product_name: sale.product.name, quantity: input.quantity, unit_price: split.unitPrice, total: split.total,
          status: 'draft', source: 'store', created_by: caller.user.id,
        });
        await writeLog(tx, { companyId: caller.companyId, objectType: 'order', objectId: row.id, actor: caller.actor, text: 'Pedido creado en borrador', changes: diffChanges(null, row) });
        return row;
      });
    },

    /** draft → finalized: paid from the buyer's balance at its cost now, units delivered, commissions posted. */
    async finalize(caller: Caller, id: number): Promise<{ order: OrderRow; items: DeliveredItem[] }> {
      const { order, units } = await inTransaction(db, async (tx) => {
        const before = await assertReach(tx, caller, await lockOrder(tx, caller.companyId, id), id);
        assertState(orderDef, before, ['draft'], 'finalizar');
        if (!caller.seesWholeCompany && before.user_id !== caller.user.id) throw forbidden('Solo el comprador o el personal de la empresa pueden pagar este pedido.');
        const sale = await chainFor(tx, caller.companyId, before.user_id as number, before.type_digital_account_id as number);
        assertSellable(sale.product, before.quantity as number);
        const split = splitSale(sale.chain, before.quantity as number);
        const priced = await updateOrder(tx, id, { unit_price: split.unitPrice, total: split.total, product_name: sale.product.name });
        const money = moneyOf(caller, priced, split, before.number as number);
        const { units } = await chargeAndDeliver(tx, caller, priced, sale, money);
        await postEarnings(tx, money);
        const row = await updateOrder(tx, id, { status: 'finalized', finalized_at: sql`now()` });
        await writeLog(tx, { companyId: caller.companyId, objectType: 'order', objectId: id, actor: caller.actor, text: 'Pedido finalizado (pagado con saldo)', changes: diffChanges(before, row) });
        await notifyDelivered(tx, caller, row);
        await rewardLoyalty(tx, { companyId: caller.companyId, userId: row.user_id as number });
        return { order: row, units };
      });
      const client = (await userBalance(db, order.user_id as number))?.name;
      return { order, items: toItems(units, order.product_name ?? '', await purchaseTemplate(db, caller.companyId), { order: order.number, client }) };
    },

    /** draft → rejected with a reason; nothing was charged, nothing moves. */
    async reject(caller: Caller, id: number, reason: { reason?: string | null; note?: string | null }) {
      const text = reasonText(reason);
      return inTransaction(db, async (tx) => {
        const before = await assertReach(tx, caller, await lockOrder(tx, caller.companyId, id), id);
        assertState(orderDef, before, ['draft'], 'rechazar');
        const row = await updateOrder(tx, id, { status: 'rejected', reason: text });
        await writeLog(tx, { companyId: caller.companyId, objectType: 'order', objectId: id, actor: caller.actor, text: `Pedido rechazado: ${text}`, changes: diffChanges(before, row) });
        return row;
      });
    },

    /**
     * finalized → annulled: units back to stock, the buyer refunded and every commission and the revenue
     * debited back by reversal rows, in one transaction.
     */
    async annul(caller: Caller, id: number, reason: { reason?: string | null; note?: string | null }) {
      const text = reasonText(reason);
      return inTransaction(db, async (tx) => {
        const before = await assertReach(tx, caller, await lockOrder(tx, caller.companyId, id), id);
        assertState(orderDef, before, ['finalized'], 'anular');
        // the coupon right after the order, as a purchase takes it before any balance row (one lock order)
        const coupon = await releaseCouponUse(tx, id);
        const released = await releaseUnits(tx, id);
        await reverseSale(tx, { companyId: caller.companyId, actor: caller.actor, object: { type: 'order', id }, keyPrefix: `order:${id}`, note: saleNote(before as never) });
        const row = await updateOrder(tx, id, { status: 'annulled', reason: text, annulled_at: sql`now()` });
        await writeLog(tx, {
          companyId: caller.companyId, objectType: 'order', objectId: id, actor: caller.actor,
          text: `Pedido anulado: ${text} (${released} unidades devueltas al inventario, ${formatMoney(before.total as number)} reembolsados${coupon ? `, un uso del cupón ${coupon.code} devuelto` : ''})`,
          changes: diffChanges(before, row),
        });
        return row;
      });
    },

    /** An order with what it delivered (credentials: the route only reaches orders of the caller's chain or staff). */
    async detail(caller: Caller, id: number) {
      const row = await assertReach(db, caller, await getOrderRow(db, caller.companyId, id), id);
      const units = await unitsOfOrder(db, id);
      const client = (await userBalance(db, row.user_id as number))?.name;
      return { order: row, items: toItems(units, row.product_name ?? '', await purchaseTemplate(db, caller.companyId), { order: row.number, client }) };
    },
  };
}

export type OrderService = ReturnType<typeof orderService>;
