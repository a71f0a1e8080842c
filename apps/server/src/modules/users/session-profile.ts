import type { Profile } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { findProfileExtras, type SessionUser } from './user-repository.ts';

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
