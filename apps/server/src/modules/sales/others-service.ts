import { digitalAccountOthers as othersDef, formatMoney, SECRET_MASK, splitSale } from '@app/shared';
import { sql } from 'drizzle-orm';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { recordViews, type Viewer } from '../credentials/index.ts';
import { saleChain } from '../pricing/index.ts';
import { assertSellable, chargeSale } from './order-service.ts';
import type { Caller } from '../../lib/caller.ts';
import { lockOthers, renewalDate, updateOthers, type OthersRow } from './others-repository.ts';
import { reverseSale } from './sale-posting.ts';
import { userInSubtree } from '../users/index.ts';
import { assertState, reasonText } from './transition.ts';

export interface OthersCredentials {
  login?: string;
  password?: string;
  profile_name?: string;
  pin?: string;
}

const keyPrefix = (id: number) => `digital-account-others:${id}`;

async function reach(tx: Tx, caller: Caller, row: OthersRow | undefined, id: number): Promise<OthersRow> {
  if (!row || (!caller.seesWholeCompany && !(await userInSubtree(tx, row.user_id as number, caller.user.path)))) {
    throw notFound(`Cuenta digital (otros): el registro ${id} no existe.`);
  }
  return row;
}

/**
 * Digital account (others): requests fulfilled by hand. in progress → finalized (staff write the credentials; the
 * requester is charged its cost then, commissions and revenue posted like any sale) | annulled (refund by
 * reversal rows when it had been charged). These run inside the caller's transaction (the demo seed uses them too).
 */
export async function finalizeOthers(tx: Tx, caller: Caller, id: number, credentials: OthersCredentials = {}) {
  const before = await reach(tx, caller, await lockOthers(tx, caller.companyId, id), id);
  assertState(othersDef, before, ['in_progress'], 'finalizar');
  // the mask a form was shown for a saved password or PIN is no new value: the saved one stays
  const written = Object.fromEntries(Object.entries(credentials).filter(([, v]) => v !== undefined && v !== '' && v !== SECRET_MASK));
  const login = (written.login ?? before.login) as string | null;
  const password = (written.password ?? before.password) as string | null;
  if (!login || !password) {
    throw unprocessable('Escribe el usuario y la contraseña de la cuenta antes de finalizar.', {
      ...(login ? {} : { login: 'El usuario es obligatorio para finalizar' }),
      ...(password ? {} : { password: 'La contraseña es obligatoria para finalizar' }),
    });
  }
  const buyerId = before.user_id as number;
  const sale = await saleChain(tx, caller.companyId, buyerId, before.type_digital_account_id as number);
  if (!sale) throw notFound('El producto o el solicitante ya no existen.');
  assertSellable(sale.product, 1);
  const split = splitSale(sale.chain, 1);
  await chargeSale(tx, {
    companyId: caller.companyId, actor: caller.actor, object: { type: 'digital-account-others', id }, keyPrefix: keyPrefix(id),
    buyerId, split, note: `Solicitud #${id} · ${sale.product.name}`,
  });
  const row = await updateOthers(tx, id, {
    ...written, status: 'finalized', price: split.total, charged: split.total > 0, finalized_at: sql`now()`,
    product_name: sale.product.name, renewal_limit_date: await renewalDate(tx, sale.product.duration_days),
  });
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'digital-account-others', objectId: id, actor: caller.actor,
    text: `Solicitud finalizada: credenciales entregadas y ${formatMoney(split.total)} cobrados`, changes: diffChanges(before, row),
  });
  return row;
}

export async function annulOthers(tx: Tx, caller: Caller, id: number, reason: { reason?: string | null; note?: string | null }) {
  const text = reasonText(reason);
  const before = await reach(tx, caller, await lockOthers(tx, caller.companyId, id), id);
  assertState(othersDef, before, ['in_progress', 'finalized'], 'anular');
  if (before.charged) {
    await reverseSale(tx, { companyId: caller.companyId, actor: caller.actor, object: { type: 'digital-account-others', id }, keyPrefix: keyPrefix(id), note: `Solicitud #${id}` });
  }
  const row = await updateOthers(tx, id, { status: 'annulled', reason: text, charged: false });
  await writeLog(tx, {
    companyId: caller.companyId, objectType: 'digital-account-others', objectId: id, actor: caller.actor,
    text: `Solicitud anulada: ${text}${before.charged ? ` (${formatMoney(before.price as number)} reembolsados)` : ''}`, changes: diffChanges(before, row),
  });
  return row;
}

export function othersService(db: Db) {
  return {
    /**
     * Finalizes a request through the API: its answer carries the credentials in clear (the delivery, like a
     * purchase's), so it writes the view of `viewer` in the same transaction (DOMAIN.md "Credential views").
     */
    finalize: (caller: Caller, id: number, credentials: OthersCredentials, viewer: Viewer) => inTransaction(db, async (tx) => {
      const row = await finalizeOthers(tx, caller, id, credentials);
      await recordViews(tx, viewer, 'others-finalize', [{ digital_account_others_id: id }]);
      return row;
    }),
    annul: (caller: Caller, id: number, reason: { reason?: string | null; note?: string | null }) => inTransaction(db, (tx) => annulOthers(tx, caller, id, reason)),
  };
}

export type OthersService = ReturnType<typeof othersService>;
