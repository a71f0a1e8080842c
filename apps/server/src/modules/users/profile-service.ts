import { NOTIFICATION_PREFERENCES, validatePhone } from '@app/shared';
import { inTransaction, type Db } from '../../db/client.ts';
import { diffChanges, writeLog } from '../../lib/audit.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { profileOf } from './session-profile.ts';
import { permissionsOf, updateUser } from './user-repository.ts';

export interface ProfileChanges {
  name?: string;
  email?: string | null;
  phone?: string | null;
  notification_preference?: string | null;
}

/** "My profile" (spec §2 profile): the signed-in user's own data; the password changes through POST api/v1/user/{id}. */
export function profileService(db: Db) {
  return {
    async get(auth: AuthContext) {
      return profileOf(db, auth.user, await permissionsOf(db, auth.user.id));
    },

    async update(auth: AuthContext, input: ProfileChanges) {
      // an emptied input means "no value"
      const changes = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v === '' ? null : v])) as ProfileChanges;
      if (changes.phone) {
        const problem = validatePhone(changes.phone);
        if (problem) throw unprocessable(`${problem}.`, { phone: problem });
      }
      const allowed = NOTIFICATION_PREFERENCES.map((o) => o.value as string);
      if (changes.notification_preference && !allowed.includes(changes.notification_preference)) {
        throw unprocessable('La preferencia de notificación no es válida.', { notification_preference: 'Opción no válida' });
      }
      const user = await inTransaction(db, async (tx) => {
        const after = await updateUser(tx, auth.user.id, changes);
        // the session's row carries no balance (see SessionUser): a balance is never a profile change
        const changed = diffChanges(auth.user, after, ['updated_at', 'created_at', 'password_hash', 'session_version', 'balance']);
        if (Object.keys(changed).length) {
          await writeLog(tx, { companyId: after.company_id, objectType: 'user', objectId: after.id, actor: auth.actor, text: 'Actualizó su perfil', changes: changed });
        }
        return after;
      });
      return profileOf(db, user, await permissionsOf(db, user.id));
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
