import type { ErrorCode } from '@app/shared/contracts/error-codes';
import { formatMoney, posOrderMismatches, PosLineError, pricePosOrder } from '@app/shared';
import { POS_ERROR_CODES, type PosOrder, type PosOrderInput } from '@app/shared/contracts/pos';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { loadCatalogue, type PosCatalogueData } from './pos-catalog-repository.ts';
import { findOrderByReference, findTurn, findTurnByReference, insertOrderOnce, paymentMethods, toPosOrder } from './pos-order-repository.ts';
import { reachableBranch } from './pos-scope.ts';

const invalid = (msg: string, code: ErrorCode, errors?: Record<string, string>) => new AppError(422, msg, errors, code);

/** A staff member of the branch by role, as the order keeps it (`data_cashier`, ...). */
function employeeOf(catalogue: PosCatalogueData, id: number | null | undefined, label: string) {
  if (id === null || id === undefined) return null;
  const e = catalogue.employees.find((x) => x.id === id);
  if (!e) throw invalid(`${label}: el empleado ${id} no pertenece a la sede.`, POS_ERROR_CODES.unknownItem);
  return { id: e.id, name: e.name, document: e.document, phone: e.phone, role: e.role };
}

/**
 * Syncs orders made at a point of sale, each exactly once per branch and local_reference: a replay (resend,
 * double click, second tab, retry after a lost answer, or a racing duplicate) answers the stored order, with its
 * id, and writes nothing. A new order is priced again from the branch's own catalogue with the shared
 * calculators; totals that differ from what the POS sent are refused naming the line.
 */
export function posOrderService(db: Db) {
  async function syncOne(auth: AuthContext, input: PosOrderInput, catalogues: Map<number, PosCatalogueData>): Promise<PosOrder> {
    const branch = await reachableBranch(db, auth, input.bus_subsidiary_id);
    const stored = await findOrderByReference(db, auth.tenant.id, branch.id, input.local_reference);
    if (stored) return toPosOrder(stored);

    let catalogue = catalogues.get(branch.id);
    if (!catalogue) {
      catalogue = await loadCatalogue(db, auth.tenant.id, branch);
      catalogues.set(branch.id, catalogue);
    }
    let priced: ReturnType<typeof pricePosOrder>;
    try {
      priced = pricePosOrder(catalogue, input);
    } catch (err) {
      if (err instanceof PosLineError) throw invalid(`${err.message}.`, POS_ERROR_CODES.unknownItem);
      throw err;
    }
    const mismatches = posOrderMismatches(input, priced);
    if (mismatches.length) {
      throw invalid(`${mismatches[0]}.`, POS_ERROR_CODES.totalsMismatch, Object.fromEntries(mismatches.map((m, i) => [`total_${i + 1}`, m])));
    }

    const canceled = input.order_status === 'canceled' || Boolean(input.canceled);
    if (canceled && !input.cancellation_reason?.trim()) {
      throw invalid('Un pedido anulado debe tener el motivo de la anulación.', POS_ERROR_CODES.badPayment, { cancellation_reason: 'El motivo de anulación es obligatorio' });
    }
    const methods = await paymentMethods(db, auth.tenant.id);
    const payments = (input.data_payments ?? []).map((p) => {
      const name = methods.get(p.payment_method_id);
      if (!name) throw invalid(`El medio de pago ${p.payment_method_id} no existe.`, POS_ERROR_CODES.badPayment);
      return { payment_method_id: p.payment_method_id, name, amount: p.amount };
    });
    const paid = payments.reduce((s, p) => s + p.amount, 0);
    const settled = !canceled && (input.order_status === 'paid' || input.order_status === 'closed');
    if (settled && paid !== priced.totals.total_amount) {
      throw invalid(`Los pagos del pedido suman ${formatMoney(paid)} y su total es ${formatMoney(priced.totals.total_amount)}: deben ser iguales.`, POS_ERROR_CODES.badPayment);
    }
    if (input.bill_cash_register_id && !catalogue.cash_register.some((r) => r.id === input.bill_cash_register_id)) {
      throw invalid(`La caja ${input.bill_cash_register_id} no pertenece a la sede.`, POS_ERROR_CODES.unknownItem);
    }
    const cashier = employeeOf(catalogue, input.bus_person_cashier_id, 'El cajero');
    const seller = employeeOf(catalogue, input.gen_person_seller_id, 'El vendedor');
    const domiciliary = employeeOf(catalogue, input.bus_person_domiciliary_id, 'El domiciliario');
    const isDomicile = Boolean(input.is_domicile);
    const diningIn = Boolean(input.dining_in) && !isDomicile;
    if (isDomicile && !input.shipping_address) {
      throw invalid('Un domicilio necesita la dirección de entrega.', POS_ERROR_CODES.unknownItem, { shipping_address: 'La dirección de entrega es obligatoria' });
    }

    return inTransaction(db, async (tx: Tx) => {
      const turnId = await turnOf(tx, auth, branch.id, input);
      const { row } = await insertOrderOnce(tx, {
        company_id: auth.tenant.id, bus_subsidiary_id: branch.id, local_reference: input.local_reference,
        data_items: priced.lines, order_status: input.order_status,
        status_payment: settled ? 'paid' : 'pending', is_open: input.order_status === 'open',
        date_order: input.date_order, date_sync: new Date().toISOString(),
        opening_date: input.opening_date ?? input.date_order, closing_date: input.closing_date ?? null,
        dining_in: diningIn, name_table: diningIn ? input.name_table ?? null : null,
        is_domicile: isDomicile, price_domicile: priced.totals.price_domicile,
        store_pickup: !isDomicile && !diningIn, is_separated: Boolean(input.is_separated),
        bus_person_customer_id: input.bus_person_customer_id ?? null, data_customer: input.data_customer ?? null,
        customer_name: input.data_customer?.name ?? null,
        shipping_address: isDomicile ? input.shipping_address : null,
        bus_person_cashier_id: cashier?.id ?? null, data_cashier: cashier,
        gen_person_seller_id: seller?.id ?? null, data_seller: seller,
        bus_person_domiciliary_id: domiciliary?.id ?? null, data_domiciliary: domiciliary,
        bill_cash_register_id: input.bill_cash_register_id ?? null, bill_cahs_register_turn_id: turnId,
        data_payments: payments, canceled, cancellation_date: canceled ? input.cancellation_date ?? new Date().toISOString() : null,
        cancellation_reason: canceled ? input.cancellation_reason ?? null : null, note: input.note ?? null,
        subtotal_amount: priced.totals.subtotal_amount, discount_amount: priced.totals.discount_amount,
        tax_amount: priced.totals.tax_amount, total_amount: priced.totals.total_amount,
        created_by: auth.user.id,
      });
      return toPosOrder(row);
    });
  }

  /** The order's turn (by server id or by the local reference of a turn opened offline): of the branch, still open. */
  async function turnOf(tx: Tx, auth: AuthContext, branchId: number, input: PosOrderInput): Promise<number | null> {
    if (!input.bill_cahs_register_turn_id && !input.turn_local_reference) return null;
    const id = input.bill_cahs_register_turn_id
      ?? (await findTurnByReference(tx, auth.tenant.id, branchId, input.turn_local_reference!))?.id as number | undefined;
    // locked: a turn closing at the same time counts this order or refuses it, never half of each
    const turn = id ? await findTurn(tx, auth.tenant.id, id, true) : undefined;
    if (!turn || turn.bus_subsidiary_id !== branchId) {
      throw new AppError(422, 'El turno de caja del pedido no existe en la sede: sincroniza primero la apertura del turno.', undefined, POS_ERROR_CODES.turnNotFound);
    }
    if (turn.status !== 'open') {
      throw new AppError(409, `El turno de caja ${turn.id} ya está cerrado: no admite más pedidos.`, undefined, POS_ERROR_CODES.turnClosed);
    }
    return turn.id as number;
  }

  return {
    /** One order → `{item}`; a list → `{items}`, synced in the order given (each in its own transaction). */
    async sync(auth: AuthContext, body: PosOrderInput | PosOrderInput[]): Promise<{ item: PosOrder } | { items: PosOrder[] }> {
      const catalogues = new Map<number, PosCatalogueData>();
      if (!Array.isArray(body)) return { item: await syncOne(auth, body, catalogues) };
      const items: PosOrder[] = [];
      for (const [i, order] of body.entries()) {
        try {
          items.push(await syncOne(auth, order, catalogues));
        } catch (err) {
          // the orders before it are synced and stay so: say which one stopped the list
          if (err instanceof AppError) throw new AppError(err.status, `Pedido ${order.local_reference} (${i + 1} de ${body.length}): ${err.message}`, err.errors, err.code);
          throw err;
        }
      }
      return { items };
    },
  };
}

export type PosOrderService = ReturnType<typeof posOrderService>;
