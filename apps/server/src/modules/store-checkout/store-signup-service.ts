import { storePhone, type StoreSignup } from '@app/shared/store/store-signup';
import { inTransaction, type Db } from '../../db/client.ts';
import { diffChanges, SYSTEM_ACTOR, writeLog } from '../../lib/audit.ts';
import { conflict, isUniqueViolation } from '../../lib/errors.ts';
import { hashPassword } from '../users/index.ts';
import { defaultGroupOf, findUserByUsername, insertUser, setUserGroups } from '../users/index.ts';
import { contactHolder, lockContact } from './store-checkout-repository.ts';
import { storeSeller } from './store-seller.ts';

const EMAIL_TAKEN = 'Ya existe una cuenta con ese correo. Inicia sesión o usa otro correo.';
const PHONE_TAKEN = 'Ya existe una cuenta con ese teléfono. Inicia sesión o usa otro teléfono.';

/**
 * Sign-up in a seller's store (DOMAIN.md "Store, catalog and clients"): an active Publico client of that seller,
 * with the role's default group, like the users module creates buyers. The email is the username it signs in
 * with (POST /api/login). A contact already used in the company is refused with a Spanish 409, also when two
 * sign-ups race (an advisory lock per contact serializes them).
 */
export function storeSignupService(db: Db) {
  return {
    async signup(code: string, input: StoreSignup) {
      const seller = await storeSeller(db, code);
      const email = input.email.trim().toLowerCase();
      const phone = input.phone.trim();
      const password_hash = await hashPassword(input.password);
      try {
        return await inTransaction(db, async (tx) => {
          await lockContact(tx, seller.company_id, email, phone);
          const taken = await contactHolder(tx, seller.company_id, email, phone);
          if (taken?.email_taken) throw conflict(EMAIL_TAKEN);
          if (taken?.phone_taken) throw conflict(PHONE_TAKEN);
          // usernames are unique on the whole platform: another company's user may hold this email as its name
          if (await findUserByUsername(tx, email)) throw conflict(EMAIL_TAKEN);
          const user = await insertUser(tx, {
            company_id: seller.company_id, rol: 'Publico', username: email, password_hash, name: input.name.trim(),
            email, phone: storePhone(input.country, phone), parent_id: seller.id, level_grid: seller.level_grid + 1,
            codeuser: null, active: true,
          });
          const group = await defaultGroupOf(tx, seller.company_id, 'Publico');
          if (group) await setUserGroups(tx, user.id, [group.id]);
          await writeLog(tx, {
            companyId: seller.company_id, objectType: 'user', objectId: user.id, actor: SYSTEM_ACTOR,
            text: `Registro de cliente en la tienda ${seller.codeuser}`, changes: diffChanges(null, { ...user, password_hash: undefined }),
          });
          return { id: user.id, username: user.username, name: user.name };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN);
        throw err;
      }
    },
  };
}

export type StoreSignupService = ReturnType<typeof storeSignupService>;
