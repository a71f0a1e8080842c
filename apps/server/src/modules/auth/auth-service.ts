import { inTransaction, type Db } from '../../db/client.ts';
import { writeLog, type Actor } from '../../lib/audit.ts';
import { tooMany, unauthorized } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { findCompanyById, findUserByUsername, bumpSessionVersion } from '../users/index.ts';
import { pruneAttempts, recentFailures, recordAttempt } from './login-attempt-repository.ts';
import { timingDummyHash, verifyPassword } from '../users/index.ts';
import { sessionPayload } from './session.ts';

export const LOGIN_FAILED_MSG = 'Usuario o contraseña incorrectos.';
const THROTTLE_WINDOW_SECONDS = 60;
/** Failures per username in the window before 429: guessing one account's password stays slow. */
const THROTTLE_MAX_USER_FAILURES = 5;
/**
 * Failures per address: much higher, because a shop's or a carrier's address is shared by many distributors and
 * one of them mistyping must not lock the others out; still low enough to stop spraying many usernames.
 */
const THROTTLE_MAX_ADDRESS_FAILURES = 30;

export function authService(db: Db, sign: (u: { id: number; session_version: number }) => string) {
  return {
    async login(username: string, password: string, ip: string) {
      const key = username.trim().toLowerCase();
      const failures = await recentFailures(db, key, ip, THROTTLE_WINDOW_SECONDS);
      if (failures.byUser >= THROTTLE_MAX_USER_FAILURES || failures.byIp >= THROTTLE_MAX_ADDRESS_FAILURES) {
        throw tooMany('Demasiados intentos fallidos. Espera un minuto e intenta de nuevo.');
      }
      const user = await findUserByUsername(db, key);
      const ok = user ? await verifyPassword(user.password_hash, password) : (await verifyPassword(await timingDummyHash(), password), false);
      if (!user || !ok) {
        await recordAttempt(db, key, ip, false);
        if (Math.random() < 0.01) await pruneAttempts(db);
        throw unauthorized(LOGIN_FAILED_MSG);
      }
      const company = await findCompanyById(db, user.company_id);
      if (!user.active || !company?.active) {
        // the password was right, so saying why does not help a guesser
        throw unauthorized('Tu cuenta aún no está activa. Un administrador debe activarla.');
      }
      await recordAttempt(db, key, ip, true);
      return inTransaction(db, async (tx) => {
        const version = await bumpSessionVersion(tx, user.id);
        const fresh = { ...user, session_version: version };
        const actor: Actor = { id: user.id, name: user.name };
        await writeLog(tx, { companyId: user.company_id, objectType: 'user', objectId: user.id, actor, text: `Inicio de sesión desde ${ip}` });
        return { token: sign(fresh), ...(await sessionPayload(tx, fresh, company)), msg: `Bienvenido, ${user.name}.` };
      });
    },

    /** Ends the caller's session on the server: its token (the only live one, see login) stops working at once. */
    async logout(auth: AuthContext, ip: string) {
      await inTransaction(db, async (tx) => {
        await bumpSessionVersion(tx, auth.user.id);
        await writeLog(tx, { companyId: auth.user.company_id, objectType: 'user', objectId: auth.user.id, actor: auth.actor, text: `Cierre de sesión desde ${ip}` });
      });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
