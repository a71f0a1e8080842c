import { POS_ERROR_CODES, type PosCashRegisterTurn, type posTurnCloseSchema, type posTurnOpenSchema } from '@app/shared/contracts/pos';
import type { z } from 'zod';
import { inTransaction, type Db } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { loadCatalogue } from './pos-catalog-repository.ts';
import { closeTurn, findTurn, insertTurnOnce, toTurn } from './pos-order-repository.ts';
import { reachableBranch } from './pos-scope.ts';

const turnNotFound = () => new AppError(404, 'El turno de caja no existe o no tienes acceso a él.', undefined, POS_ERROR_CODES.turnNotFound);

/**
 * A cashier's turn at a cash register: opened once per local_reference (it may be opened offline and synced
 * later), closed once; its totals per payment method are always recomputed from its orders.
 */
export function posTurnService(db: Db) {
  /** The turn if the caller reaches its branch. */
  async function reachableTurn(auth: AuthContext, id: number) {
    const turn = await findTurn(db, auth.tenant.id, id);
    if (!turn) throw turnNotFound();
    try {
      await reachableBranch(db, auth, turn.bus_subsidiary_id);
    } catch {
      throw turnNotFound();
    }
    return turn;
  }

  return {
    async open(auth: AuthContext, input: z.infer<typeof posTurnOpenSchema>): Promise<PosCashRegisterTurn> {
      const branch = await reachableBranch(db, auth, input.bus_subsidiary_id);
      const catalogue = await loadCatalogue(db, auth.tenant.id, branch);
      if (!catalogue.cash_register.some((r) => r.id === input.bill_cash_register_id)) {
        throw new AppError(422, `La caja ${input.bill_cash_register_id} no pertenece a la sede.`, undefined, POS_ERROR_CODES.unknownItem);
      }
      const cashier = input.bus_person_cashier_id ?? null;
      if (cashier !== null && !catalogue.employees.some((e) => e.id === cashier)) {
        throw new AppError(422, `El cajero ${cashier} no pertenece a la sede.`, undefined, POS_ERROR_CODES.unknownItem);
      }
      try {
        return await inTransaction(db, async (tx) => {
          const { row } = await insertTurnOnce(tx, {
            company_id: auth.tenant.id, bus_subsidiary_id: branch.id, local_reference: input.local_reference,
            bill_cash_register_id: input.bill_cash_register_id, bus_person_cashier_id: cashier, status: 'open',
            opening_date: input.opening_date, opening_amount: input.opening_amount ?? 0, created_by: auth.user.id,
          });
          return toTurn(tx, row);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(409, 'La caja ya tiene un turno abierto: ciérralo antes de abrir otro.', undefined, POS_ERROR_CODES.turnClosed);
        throw err;
      }
    },

    /** Closing twice answers the closed turn (a retry after a lost answer). */
    async close(auth: AuthContext, id: number, input: z.infer<typeof posTurnCloseSchema>): Promise<PosCashRegisterTurn> {
      await reachableTurn(auth, id);
      return inTransaction(db, async (tx) => {
        const turn = (await findTurn(tx, auth.tenant.id, id, true))!;
        const row = turn.status === 'closed' ? turn : await closeTurn(tx, id, {
          closing_date: input.closing_date ?? new Date().toISOString(), closing_amount: input.closing_amount ?? null,
        });
        return toTurn(tx, row);
      });
    },

    get: async (auth: AuthContext, id: number): Promise<PosCashRegisterTurn> => toTurn(db, await reachableTurn(auth, id)),
  };
}

export type PosTurnService = ReturnType<typeof posTurnService>;
