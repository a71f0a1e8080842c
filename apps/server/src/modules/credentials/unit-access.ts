import { isInSubtree } from '@app/shared/access/company-scope';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findAccountUnit, findProfileUnit, findRequestUnit, type RequestUnitRow, type UnitRow } from './credential-repository.ts';

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

export const missingRequest = (id: number) => notFound(`Cuenta digital (otros): el registro ${id} no existe.`);

/**
 * A hand-fulfilled request whose credentials the caller may see (DOMAIN.md "Digital account (others)"): staff of
 * the company in any state (they write them); its buyer and the buyer's sellers once it is finalized (delivered)
 * — before, it is not theirs yet; annulled, it was refunded. Anything else, or a caller who may not read requests,
 * reads as missing. A request with no password or PIN written yet has nothing to reveal (409, no view).
 */
export async function requestInReach(tx: Tx, auth: AuthContext, id: number): Promise<RequestUnitRow> {
  const request = await findRequestUnit(tx, auth.tenant.id, id);
  const allowed = request && auth.can('digital-account-others.get')
    && (auth.seesWholeCompany || (request.status === 'finalized' && reaches(auth, request.owner_path)));
  if (!request || !allowed) throw missingRequest(id);
  if (!request.password && !request.pin) throw conflict('La solicitud aún no tiene contraseña ni PIN: escríbelos al finalizarla.');
  return request;
}
