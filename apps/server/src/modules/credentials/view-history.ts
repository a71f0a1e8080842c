import { CREDENTIAL_SCREENS, type CredentialScreen, type CredentialViewItem } from '@app/shared/contracts/credentials';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findAccountUnit, findProfileUnit, listViews } from './credential-repository.ts';

/** A unit's view history (DOMAIN.md "Credential views"), for the company's staff only. */
export async function viewHistory(db: Db, auth: AuthContext, unit: { profile_id?: number; digital_account_id?: number }): Promise<CredentialViewItem[]> {
  if (!auth.seesWholeCompany) throw forbidden('Solo el personal de la empresa ve el historial de vistas de credenciales.');
  let rows;
  if (unit.profile_id !== undefined) {
    const found = await findProfileUnit(db, auth.tenant.id, unit.profile_id);
    if (!found) throw notFound('El perfil no existe.');
    rows = await listViews(db, auth.tenant.id, { profileId: unit.profile_id, accountId: found.digital_account_id });
  } else {
    if (!(await findAccountUnit(db, auth.tenant.id, unit.digital_account_id!))) throw notFound('La cuenta digital no existe.');
    rows = await listViews(db, auth.tenant.id, { accountId: unit.digital_account_id! });
  }
  return rows.map((r) => ({
    ...r, created_at: new Date(r.created_at).toISOString(), screen_label: CREDENTIAL_SCREENS[r.screen as CredentialScreen]?.label ?? r.screen,
  }));
}
