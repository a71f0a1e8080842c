import type { ErrorCode } from '@app/shared/contracts/error-codes';
import { SMM_ACTIONS, type SmmAction } from '@app/shared/contracts/smm-v2';
import { AppError } from '../../lib/errors.ts';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { ResellerService } from './reseller-service.ts';

/** What each action needs of the key (its scope) and of the owner (its permission). */
export const ACTION_RULES: Record<SmmAction, { scope: string; permission?: string }> = {
  services: { scope: 'catalog:read', permission: 'order.create' },
  add: { scope: 'orders:write', permission: 'order.create' },
  status: { scope: 'orders:read', permission: 'order.get' },
  balance: { scope: 'balance:read' },
  refill: { scope: 'orders:write', permission: 'report-fault-account.create' },
  cancel: { scope: 'orders:write', permission: 'order.create' },
};

/** Most orders one `status` or `cancel` call names. */
const MAX_ORDERS = 100;

const fail = (status: number, msg: string, code: ErrorCode) => new AppError(status, msg, undefined, code);
/** Cents as the decimal text panels show (`1500000` → `"15000.00"`). */
export const decimal = (cents: number) => (cents / 100).toFixed(2);

export const isAction = (a: unknown): a is SmmAction => typeof a === 'string' && (SMM_ACTIONS as readonly string[]).includes(a);

function positiveInt(value: unknown, label: string): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw fail(400, `${label} debe ser un número entero positivo.`, 'SMM_BAD_FIELD');
  return Number(text);
}

function orderIds(value: unknown): number[] {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (!parts.length) throw fail(400, 'Falta el campo orders: ids de pedidos separados por comas.', 'SMM_BAD_FIELD');
  if (parts.length > MAX_ORDERS) throw fail(400, `Puedes consultar hasta ${MAX_ORDERS} pedidos a la vez.`, 'SMM_BAD_FIELD');
  return [...new Set(parts.map((p) => positiveInt(p, 'Cada pedido')))];
}

/** Panels' five order states from ours: a direct purchase is delivered whole at once. */
const statusOf = (status: string) =>
  status === 'finalized' ? 'Completed' : status === 'draft' ? 'Pending' : status === 'annulled' || status === 'rejected' ? 'Canceled' : 'In progress';

const errorText = (err: unknown) => (err instanceof AppError && err.status < 500 ? err.message : 'Ha ocurrido un error');

/** The SMM-panel actions over the reseller service (the same purchase, prices and rules as the REST API). */
export function smmV2Actions(reseller: ResellerService) {
  async function statusOne(auth: AuthContext, id: number) {
    const { order, items } = await reseller.order(auth, id);
    return { charge: decimal(order.total ?? 0), start_count: '0', status: statusOf(order.status), remains: '0', currency: 'COP', units: items };
  }

  return {
    async services(auth: AuthContext) {
      return (await reseller.products(auth)).map((p) => ({
        service: p.type_digital_account_id, name: p.name, type: 'Default', category: p.service ?? p.name,
        rate: decimal(p.price), min: '1', max: String(Math.min(100, p.available)), refill: true, cancel: false,
      }));
    },

    /** `answer`: the route's answer `{order}` stored with the sale's commit (an Idempotency-Key's answer). */
    async add(auth: AuthContext, body: Record<string, unknown>, answer?: (tx: Tx, added: { order: number }) => SQL | null) {
      const link = body.link === undefined || body.link === null ? null : String(body.link).trim().slice(0, 300) || null;
      const { order } = await reseller.placeOrder(auth, {
        type_digital_account_id: positiveInt(body.service, 'El servicio'), quantity: positiveInt(body.quantity, 'La cantidad'), link,
      }, answer && ((tx, placed) => answer(tx, { order: placed.order.id })));
      return { order: order.id };
    },

    async status(auth: AuthContext, body: Record<string, unknown>) {
      if (body.orders !== undefined) {
        const answer: Record<string, unknown> = {};
        for (const id of orderIds(body.orders)) {
          try {
            answer[String(id)] = await statusOne(auth, id);
          } catch (err) {
            answer[String(id)] = { error: errorText(err) };
          }
        }
        return answer;
      }
      return statusOne(auth, positiveInt(body.order, 'El pedido'));
    },

    async balance(auth: AuthContext) {
      const b = await reseller.balance(auth);
      return { balance: decimal(b.balance), currency: b.currency };
    },

    /** A replacement asked for: a fault report on the order's first unit (staff replace it from stock). */
    async refill(auth: AuthContext, body: Record<string, unknown>) {
      const id = positiveInt(body.order, 'El pedido');
      const { items } = await reseller.order(auth, id);
      const unit = items[0];
      const profileId = unit?.profile_id ?? unit?.profiles?.[0]?.id ?? null;
      if (!profileId) throw fail(409, `El pedido ${id} no tiene unidades que se puedan reportar.`, 'SMM_NO_UNIT');
      const report = await reseller.reportFault(auth, { profile_id: profileId, description: `Reposición pedida por la API v2 para el pedido ${id}.` });
      return { refill: report.id };
    },

    /** Purchases are delivered at once: none is still cancellable, each answers why. */
    async cancel(auth: AuthContext, body: Record<string, unknown>) {
      const ids = orderIds(body.orders ?? body.order);
      const answer = [];
      for (const id of ids) {
        try {
          await reseller.order(auth, id);
          answer.push({ order: id, cancel: { error: 'El pedido ya fue entregado: no se puede cancelar.' } });
        } catch (err) {
          answer.push({ order: id, cancel: { error: errorText(err) } });
        }
      }
      return answer;
    },
  };
}
