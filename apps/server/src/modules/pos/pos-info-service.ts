import type { PosInfoData } from '@app/shared/contracts/pos';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { catalogueVersion, loadCatalogue } from './pos-catalog-repository.ts';
import { openTurns, toTurn } from './pos-order-repository.ts';
import { reachableBranch, reachableBranches } from './pos-scope.ts';
import { companyReceiptLayout } from './receipt-layout-repository.ts';

/** What a point of sale installs: every collection of one branch, with the version that tells it changed. */
export function posInfoService(db: Db) {
  return {
    async info(auth: AuthContext, id: number): Promise<{ version: string; data: PosInfoData }> {
      const branch = await reachableBranch(db, auth, id);
      // the version first: a change landing between the two reads makes the next check fetch again
      const version = await catalogueVersion(db, auth.tenant.id, branch.id);
      const [catalogue, turns, layout] = await Promise.all([
        loadCatalogue(db, auth.tenant.id, branch), openTurns(db, auth.tenant.id, branch.id), companyReceiptLayout(db, auth.tenant.id),
      ]);
      return {
        version,
        data: { ...catalogue, cash_register_turn: await Promise.all(turns.map((t) => toTurn(db, t))), receipt_layout: layout },
      };
    },
    subsidiaries: (auth: AuthContext) => reachableBranches(db, auth),
    receiptLayout: (auth: AuthContext) => companyReceiptLayout(db, auth.tenant.id),
  };
}

export type PosInfoService = ReturnType<typeof posInfoService>;
