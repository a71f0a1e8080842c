import { CREDENTIAL_SCREENS, type CredentialScreen, type CredentialViewItem, type CredentialViewsQuery } from '@app/shared/contracts/credentials';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findAccountUnit, findProfileUnit, findRequestUnit, listViews } from './credential-repository.ts';
import { missingRequest } from './unit-access.ts';

/** The rows of one unit's history: a profile's, an account's or a hand-fulfilled request's; 404 when it is not the company's. */
async function viewsOfUnit(db: Db, companyId: number, unit: CredentialViewsQuery) {
  if (unit.profile_id !== undefined) {
    const found = await findProfileUnit(db, companyId, unit.profile_id);
    if (!found) throw notFound('El perfil no existe.');
    return listViews(db, companyId, { profileId: unit.profile_id, accountId: found.digital_account_id });
  }
  if (unit.digital_account_others_id !== undefined) {
    if (!(await findRequestUnit(db, companyId, unit.digital_account_others_id))) throw missingRequest(unit.digital_account_others_id);
    return listViews(db, companyId, { requestId: unit.digital_account_others_id });
  }
  if (!(await findAccountUnit(db, companyId, unit.digital_account_id!))) throw notFound('La cuenta digital no existe.');
  return listViews(db, companyId, { accountId: unit.digital_account_id! });
}

/** A unit's view history (DOMAIN.md "Credential views"), for the company's staff only. */
export async function viewHistory(db: Db, auth: AuthContext, unit: CredentialViewsQuery): Promise<CredentialViewItem[]> {
  if (!auth.seesWholeCompany) throw forbidden('Solo el personal de la empresa ve el historial de vistas de credenciales.');
  const rows = await viewsOfUnit(db, auth.tenant.id, unit);
  return rows.map((r) => ({
    ...r, created_at: new Date(r.created_at).toISOString(), screen_label: CREDENTIAL_SCREENS[r.screen as CredentialScreen]?.label ?? r.screen,
  }));
}
