import { buildMenu, type CompanyInfo, type Permission } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { configurationValues } from '../settings/index.ts';
import { permissionsOf, profileOf, type SessionCompany, type SessionUser } from '../users/index.ts';

export function companyInfo(c: SessionCompany): CompanyInfo {
  return { id: c.id, name: c.name, slug: c.slug, logo: c.logo, is_root: c.is_root };
}

/** What login and auth/info answer: the profile, the company acted on, the server-built menu and settings. */
export async function sessionPayload(db: Tx, user: SessionUser, tenant: SessionCompany) {
  const permissions = await permissionsOf(db, user.id);
  const granted = new Set(permissions);
  return {
    profile: await profileOf(db, user, permissions),
    company: companyInfo(tenant),
    menu: buildMenu(user.rol, (p: Permission) => granted.has(p)),
    configuration: await configurationValues(db, tenant.id),
  };
}
