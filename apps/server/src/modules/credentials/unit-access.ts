import { isInSubtree } from '@app/shared/access/company-scope';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findAccountUnit, findProfileUnit, type UnitRow } from './credential-repository.ts';

/** The unit a call names: one profile, or one account sold whole. */
export type UnitInput = { profile_id?: number; digital_account_id?: number };

export const missingUnit = (input: UnitInput) => notFound(input.profile_id !== undefined ? 'El perfil no existe.' : 'La cuenta digital no existe.');

/** Whether the caller reaches what a user at `path` owns: staff the whole company, a distributor its subtree. */
export const reaches = (auth: AuthContext, path: string | null) => auth.seesWholeCompany || (path !== null && isInSubtree(path, auth.user.path));

/** The unit of the caller's company a call names, with its credentials, or undefined. */
export const findUnit = (tx: Tx, auth: AuthContext, input: UnitInput): Promise<UnitRow | undefined> =>
  input.profile_id !== undefined ? findProfileUnit(tx, auth.tenant.id, input.profile_id) : findAccountUnit(tx, auth.tenant.id, input.digital_account_id!);

/** A unit someone owns, within the caller's reach; stock, another company's unit or one outside its network read as missing. */
export async function ownedUnitInReach(tx: Tx, auth: AuthContext, input: UnitInput): Promise<UnitRow> {
  const unit = await findUnit(tx, auth, input);
  if (!unit || unit.owner_id === null || !reaches(auth, unit.owner_path)) throw missingUnit(input);
  return unit;
}
