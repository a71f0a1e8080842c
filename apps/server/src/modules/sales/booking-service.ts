import { formatMoney, orderBooking as bookingDef, splitSale } from '@app/shared';
import { sql } from 'drizzle-orm';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { diffChanges, SYSTEM_ACTOR, writeLog, type Actor } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { InsufficientFundsError, post, userBalance } from '../ledger/index.ts';
import { saleChain } from '../pricing/index.ts';
import { configurationValues } from '../settings/index.ts';
import { toItems } from './delivery.ts';
import { purchaseTemplate } from '../templates/index.ts';
import { nextNumber } from '../consecutives/index.ts';
import { rewardLoyalty } from '../coupons/index.ts';
import { assertSellable, chargeSale, deliverUnits } from './order-service.ts';
import type { Caller } from '../../lib/caller.ts';
import { notifyDelivered } from './order-notifications.ts';
import { activeUserOfCompany, insertBooking, lockBooking, lockDueBookings, updateBooking, type BookingRow } from './booking-repository.ts';
import { userInSubtree } from '../users/index.ts';
import { insertOrder, lockUsers, updateOrder } from './sale-repository.ts';
import { assertState, reasonText } from './transition.ts';

const DEFAULT_EXPIRY_MINUTES = 30;

const holdKey = (id: number) => `order-booking:${id}:hold`;
const releaseKey = (id: number) => `order-booking:${id}:release`;

/** Gives the held amount back to the buyer (reject, expiry, or the first half of a capture). */
async function releaseHold(tx: Tx, b: BookingRow, actor: Actor, note: string) {
  if ((b.total as number) <= 0) return;
  await post(tx, {
    companyId: b.company_id as number, actor, object: { type: 'order-booking', id: b.id },
    postings: [{ account: { type: 'user', id: b.user_id as number }, amount: b.total as number, kind: 'booking_release', key: releaseKey(b.id), note }],
  });
}

const label = (b: { number?: unknown; id: number }) => `Reserva #${b.number ?? b.id}`;

/**
 * Order bookings (DOMAIN.md): booking holds the buyer's balance (a booking_hold row); finalize assigns units and
 * captures the hold — the hold is released and the sale is posted as an order of source 'booking' (purchase,
 * commissions, revenue), so the buyer's balance does not move at capture and every order's rows sum to zero;
 * reject or expiry release it (booking_release).
 */
export function bookingService(db: Db) {
  async function reach(tx: Tx, caller: Caller, row: BookingRow | undefined, id: number): Promise<BookingRow> {
    if (!row || (!caller.seesWholeCompany && !(await userInSubtree(tx, row.user_id as number, caller.user.path)))) {
      throw notFound(`Reserva: el registro ${id} no existe.`);
    }
    return row;
  }

  return {
    /**
     * Holds the buyer's balance for `quantity` units of a reservable product. The buyer is the caller, or the
     * user staff (or an ancestor, for its network) books for, whose balance is the one held.
     */
    async book(caller: Caller, input: { type_digital_account_id: number; quantity: number; user_id?: number }): Promise<BookingRow> {
      const buyerId = input.user_id ?? caller.user.id;
      const forSelf = buyerId === caller.user.id;
      if (forSelf && caller.user.company_id !== caller.companyId) throw forbidden('Solo los usuarios de esta empresa pueden reservar en ella.');
      const minutes = Number((await configurationValues(db, caller.companyId)).booking_expiry_minutes) || DEFAULT_EXPIRY_MINUTES;
      return inTransaction(db, async (tx) => {
        if (!forSelf && !(caller.seesWholeCompany
          ? await activeUserOfCompany(tx, caller.companyId, buyerId)
          : await userInSubtree(tx, buyerId, caller.user.path))) {
          throw forbidden('Solo puedes reservar para ti o para un usuario activo de tu red.');
        }
        const sale = await saleChain(tx, caller.companyId, buyerId, input.type_digital_account_id);
        if (!sale) throw notFound('El producto no existe.');
        assertSellable(sale.product, input.quantity);
        if (!sale.product.reservable) throw conflict(`El producto ${sale.product.name} no admite reservas.`);
        const split = splitSale(sale.chain, input.quantity);
        const row = await insertBooking(tx, {
          company_id: caller.companyId, user_id: buyerId, type_digital_account_id: sale.product.id,
          product_name: sale.product.name, quantity: input.quantity, unit_price: split.unitPrice, total: split.total,
          status: 'draft', expires_at: sql`now() + make_interval(mins => ${minutes})`, created_by: caller.user.id,
        });
        if (split.total > 0) {
          try {
            await post(tx, {
              companyId: caller.companyId, actor: caller.actor, object: { type: 'order-booking', id: row.id },
              postings: [{ account: { type: 'user', id: buyerId }, amount: -split.total, kind: 'booking_hold', key: holdKey(row.id), note: `Reserva · ${input.quantity} × ${sale.product.name}` }],
            });
          } catch (err) {
            if (!(err instanceof InsufficientFundsError)) throw err;
            const b = await userBalance(tx, buyerId);
            const whose = forSelf ? 'tu saldo disponible' : `el saldo disponible de ${b?.name ?? 'el comprador'}`;
            throw conflict(`Saldo insuficiente para reservar: el total es ${formatMoney(split.total)} y ${whose} es ${formatMoney((b?.balance ?? 0) + (b?.credit_limit ?? 0))}. No se retuvo nada.`, 'INSUFFICIENT_FUNDS');
          }
        }
        const booked = await updateBooking(tx, row.id, { number: (await nextNumber(tx, caller.companyId, 'order-booking')).number });
        await writeLog(tx, {
          companyId: caller.companyId, objectType: 'order-booking', objectId: row.id, actor: caller.actor,
          text: `Reserva creada: ${formatMoney(split.total)} retenidos hasta ${minutes} minutos`, changes: diffChanges(null, booked),
        });
        return booked;
      });
    },

    /** draft → finalized: units assigned, hold captured; fails whole (booking stays live) when stock is short. */
    async finalize(caller: Caller, id: number) {
      const result = await inTransaction(db, async (tx) => {
        const before = await reach(tx, caller, await lockBooking(tx, caller.companyId, id), id);
        assertState(bookingDef, before, ['draft'], 'finalizar');
        if (new Date(before.expires_at as string).getTime() <= Date.now()) {
          throw conflict(`${label(before)} ya venció; su saldo retenido se libera automáticamente.`);
        }
        const buyerId = before.user_id as number;
        const sale = await saleChain(tx, caller.companyId, buyerId, before.type_digital_account_id as number);
        if (!sale) throw notFound('El producto o el comprador ya no existen.');
        // the buyer pays what was held; ancestors earn on that price with their costs of today
        const chain = [{ ...sale.chain[0], cost: before.unit_price as number }, ...sale.chain.slice(1)];
        const split = splitSale(chain, before.quantity as number);
        const order = await insertOrder(tx, {
          company_id: caller.companyId, user_id: buyerId, type_digital_account_id: sale.product.id, product_name: sale.product.name,
          quantity: before.quantity, unit_price: split.unitPrice, total: split.total, status: 'finalized', source: 'booking',
          order_booking_id: id, finalized_at: sql`now()`, created_by: caller.user.id,
        });
        const units = await deliverUnits(tx, { companyId: caller.companyId, product: sale.product, quantity: before.quantity as number, buyerId, orderId: order.id });
        // release and sale touch the same users in several steps: take them first, in the sales lock order
        await lockUsers(tx, chain.map((c) => c.userId));
        await releaseHold(tx, before, caller.actor, `Captura de ${label(before)}`);
        await chargeSale(tx, {
          companyId: caller.companyId, actor: caller.actor, object: { type: 'order', id: order.id }, keyPrefix: `order:${order.id}`,
          buyerId, split, note: `${label(before)} · ${before.quantity} × ${sale.product.name}`,
        });
        const numbered = await updateOrder(tx, order.id, { number: (await nextNumber(tx, caller.companyId, 'order')).number });
        const row = await updateBooking(tx, id, { status: 'finalized', order_id: order.id, finalized_at: sql`now()` });
        await writeLog(tx, { companyId: caller.companyId, objectType: 'order-booking', objectId: id, actor: caller.actor, text: `Reserva finalizada: pedido #${numbered.number}`, changes: diffChanges(before, row) });
        await writeLog(tx, { companyId: caller.companyId, objectType: 'order', objectId: order.id, actor: caller.actor, text: `Venta por ${label(before)}`, changes: diffChanges(null, numbered) });
        await notifyDelivered(tx, caller, numbered);
        await rewardLoyalty(tx, { companyId: caller.companyId, userId: buyerId });
        return { booking: row, order: numbered, units, product: sale.product.name };
      });
      return {
        item: result.booking, order: result.order,
        items: toItems(result.units, result.product, await purchaseTemplate(db, caller.companyId), {
          order: result.order.number, client: (await userBalance(db, result.booking.user_id as number))?.name,
        }),
      };
    },

    async reject(caller: Caller, id: number, reason: { reason?: string | null; note?: string | null }) {
      const text = reasonText(reason);
      return inTransaction(db, async (tx) => {
        const before = await reach(tx, caller, await lockBooking(tx, caller.companyId, id), id);
        assertState(bookingDef, before, ['draft'], 'rechazar');
        await releaseHold(tx, before, caller.actor, `${label(before)} rechazada`);
        const row = await updateBooking(tx, id, { status: 'rejected', reason: text });
        await writeLog(tx, { companyId: caller.companyId, objectType: 'order-booking', objectId: id, actor: caller.actor, text: `Reserva rechazada: ${text}`, changes: diffChanges(before, row) });
        return row;
      });
    },

    /**
     * Expires every live booking past its time (any company): releases the hold and ends it rejected. Safe to run
     * from several processes at once (SKIP LOCKED); returns how many it expired.
     */
    async expireDue(now: Date = new Date(), batch = 100): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await inTransaction(db, async (tx) => {
          const due = await lockDueBookings(tx, now, batch);
          // the users in the sales lock order before any release (see lockUsers)
          await lockUsers(tx, due.map((b) => b.user_id as number));
          for (const b of due) {
            await releaseHold(tx, b, SYSTEM_ACTOR, `${label(b)} vencida`);
            const row = await updateBooking(tx, b.id, { status: 'rejected', reason: 'La reserva venció sin finalizarse' });
            await writeLog(tx, { companyId: b.company_id as number, objectType: 'order-booking', objectId: b.id, actor: SYSTEM_ACTOR, text: 'Reserva vencida: saldo liberado', changes: diffChanges(b, row) });
          }
          return due.length;
        });
        total += n;
        if (n < batch) return total;
      }
    },
  };
}

export type BookingService = ReturnType<typeof bookingService>;
