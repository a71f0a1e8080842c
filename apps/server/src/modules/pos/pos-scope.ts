import { POS_ERROR_CODES } from '@app/shared/contracts/pos';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { employeeBranchIds, findBranch, listBranches, type Branch } from './pos-catalog-repository.ts';

/** The role whose reach is the branches it is an employee of (DOMAIN.md "Offline point of sale"). */
export const CASHIER_ROLE = 'Cajero';

export const branchNotFound = () => new AppError(404, 'La sede no existe o no tienes acceso a ella.', undefined, POS_ERROR_CODES.notFound);

/**
 * The branch `id` if the caller may sell there: a branch of its company and, for a cashier, one it is assigned to.
 * Anything else reads as missing (404), never as forbidden: a cashier cannot learn which branches exist.
 */
export async function reachableBranch(db: Tx, auth: AuthContext, id: number): Promise<Branch> {
  const branch = await findBranch(db, auth.tenant.id, id);
  if (!branch) throw branchNotFound();
  if (auth.user.rol === CASHIER_ROLE && !(await employeeBranchIds(db, auth.tenant.id, auth.user.id)).includes(id)) throw branchNotFound();
  return branch;
}

/** The branches the caller may install. */
export async function reachableBranches(db: Tx, auth: AuthContext): Promise<Branch[]> {
  const only = auth.user.rol === CASHIER_ROLE ? await employeeBranchIds(db, auth.tenant.id, auth.user.id) : undefined;
  return listBranches(db, auth.tenant.id, only);
}
