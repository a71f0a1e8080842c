import { buildMenu, type CompanyInfo, type Permission, type Profile } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { configurationValues } from '../settings/settings-service.ts';
import { findProfileExtras, permissionsOf, type SessionCompany, type SessionUser } from '../users/user-repository.ts';

export function companyInfo(c: SessionCompany): CompanyInfo {
  return { id: c.id, name: c.name, slug: c.slug, logo: c.logo, is_root: c.is_root };
}

/** `user` may be a session's (kept between requests, no balance): the balance is read now, with the parent's phone. */
export async function profileOf(db: Tx, user: SessionUser, permissions: string[]): Promise<Profile> {
  const extras = await findProfileExtras(db, user.id);
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    rol: { name: user.rol },
    level_grid: user.level_grid,
    accept_terms: user.accept_terms,
    parent_id: user.parent_id,
    parent_phone: extras?.parent_phone ?? null,
    balance: extras?.balance ?? 0,
    codeuser: user.codeuser,
    nickname_distribuitor: user.nickname_distribuitor,
    line_validated: user.line_validated,
    telegram_validated: user.telegram_validated,
    notification_preference: user.notification_preference,
    company_id: user.company_id,
    permissions,
  };
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
