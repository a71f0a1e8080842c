import { passwordProblems } from '@app/shared';
import { isInSubtree } from '@app/shared/access/company-scope';
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { diffChanges, writeLog, SYSTEM_ACTOR } from '../../lib/audit.ts';
import { conflict, forbidden, isUniqueViolation, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { hashPassword } from './password-hash.ts';
import type { MailService } from '../mail/index.ts';
import { groupsByIds } from '../roles/index.ts';
import { consumeReset, findLiveReset, insertReset } from './password-reset-repository.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import {
  bumpSessionVersion, defaultGroupOf, findUserByCode, findUserById, findUserByUsername, groupIdsOfUser, groupsOfCompany, insertUser,
  listPendingDistributors, setUserGroups, updateUser, type UserRow,
} from './user-repository.ts';

export const PASSWORD_CHANGED_MSG = 'La contraseña se modifico correctamente.';
const RESET_TTL_MINUTES = 60;

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

function assertPassword(password: string) {
  const problems = passwordProblems(password);
  if (problems.length) throw unprocessable(problems[0], { password: problems[0] });
}

export function accountService(db: Db, config: Config, mail: MailService) {
  /** A user of the caller's tenant; another company's user answers 404, never its data. */
  async function userInTenant(auth: AuthContext, id: number): Promise<UserRow> {
    const user = await findUserById(db, id);
    if (!user || user.company_id !== auth.tenant.id) throw notFound('El usuario no existe.');
    if (!auth.seesWholeCompany && !isInSubtree(user.path, auth.user.path)) throw notFound('El usuario no existe.');
    return user;
  }

  return {
    /**
     * Sets a password and ends every session of that user (a stolen token must not outlive the change). When the
     * user changed its own, `session` is its new session version, for the fresh token that keeps it signed in.
     */
    async changePassword(auth: AuthContext, id: number, password: string): Promise<{ msg: string; session?: { id: number; session_version: number } }> {
      const self = id === auth.user.id;
      if (!self && !auth.can('user.update')) throw forbidden();
      const target = self ? auth.user : await userInTenant(auth, id);
      assertPassword(password);
      const password_hash = await hashPassword(password);
      const version = await inTransaction(db, async (tx) => {
        await updateUser(tx, target.id, { password_hash });
        await writeLog(tx, {
          companyId: target.company_id, objectType: 'user', objectId: target.id, actor: auth.actor,
          text: self ? 'Cambió su contraseña (sesiones cerradas)' : `Contraseña de ${target.name} modificada (sesiones cerradas)`,
        });
        return bumpSessionVersion(tx, target.id);
      });
      return { msg: PASSWORD_CHANGED_MSG, ...(self ? { session: { id: target.id, session_version: version } } : {}) };
    },

    async acceptTerms(auth: AuthContext) {
      if (auth.user.accept_terms) return;
      await inTransaction(db, async (tx) => {
        await updateUser(tx, auth.user.id, { accept_terms: true });
        await writeLog(tx, {
          companyId: auth.user.company_id, objectType: 'user', objectId: auth.user.id, actor: auth.actor,
          text: 'Aceptó los términos y condiciones', changes: { accept_terms: [false, true] },
        });
      });
    },

    /**
     * Sends a one-time link; answers the same whether or not the user exists, so it reveals nothing. `origin` is
     * where the request came to: the link's address unless PUBLIC_URL is configured.
     */
    async requestReset(usernameOrEmail: string, origin: string | null = null) {
      const user = await findUserByUsername(db, usernameOrEmail.trim());
      if (!user || !user.email || !user.active) return;
      const token = randomBytes(32).toString('base64url');
      await inTransaction(db, async (tx) => {
        await insertReset(tx, user.id, sha256(token), RESET_TTL_MINUTES);
        await mail.send(tx, {
          companyId: user.company_id,
          to: user.email!,
          subject: 'Recupera tu contraseña',
          body: `Hola ${user.name}:\n\nPara crear una nueva contraseña abre este enlace (vence en ${RESET_TTL_MINUTES} minutos y sirve una sola vez):\n` +
            `${publicBaseUrl(config.publicUrl, origin, config.port)}/auth/recover?token=${token}\n\nSi no lo pediste, ignora este mensaje.`,
        });
        await writeLog(tx, { companyId: user.company_id, objectType: 'user', objectId: user.id, actor: SYSTEM_ACTOR, text: 'Solicitó recuperar la contraseña' });
      });
    },

    async resetPassword(token: string, password: string) {
      assertPassword(password);
      const password_hash = await hashPassword(password);
      await inTransaction(db, async (tx) => {
        const reset = await findLiveReset(tx, sha256(token));
        if (!reset) throw unprocessable('El enlace de recuperación no es válido o ya venció. Solicita uno nuevo.', { token: 'Enlace no válido' });
        await consumeReset(tx, reset.id);
        const user = await updateUser(tx, reset.user_id, { password_hash });
        // whoever held a session with the forgotten password loses it
        await bumpSessionVersion(tx, user.id);
        await writeLog(tx, { companyId: user.company_id, objectType: 'user', objectId: user.id, actor: { id: user.id, name: user.name }, text: 'Recuperó su contraseña (sesiones cerradas)' });
      });
      return PASSWORD_CHANGED_MSG;
    },

    /** Public sign-up: an inactive distributor under the seller whose code was given, waiting for an admin. */
    async registerDistributor(input: { seller_code: string; name: string; username: string; email: string; phone: string; password: string }) {
      assertPassword(input.password);
      const parent = await findUserByCode(db, input.seller_code.trim());
      if (!parent || !parent.active || !['Admin', 'Distribuidor'].includes(parent.rol)) {
        throw unprocessable('El código de vendedor no existe.', { seller_code: 'Código de vendedor no encontrado' });
      }
      if (await findUserByUsername(db, input.username)) {
        throw conflict('El nombre de usuario ya está en uso. Elige otro.');
      }
      const password_hash = await hashPassword(input.password);
      try {
        return await inTransaction(db, async (tx) => {
          const user = await insertUser(tx, {
            company_id: parent.company_id, rol: 'Distribuidor', username: input.username.trim(), password_hash,
            name: input.name.trim(), email: input.email.trim(), phone: input.phone, parent_id: parent.id,
            level_grid: parent.level_grid + 1, codeuser: input.username.trim().toUpperCase(), active: false,
          });
          const group = await defaultGroupOf(tx, parent.company_id, 'Distribuidor');
          if (group) await setUserGroups(tx, user.id, [group.id]);
          await writeLog(tx, {
            companyId: parent.company_id, objectType: 'user', objectId: user.id, actor: SYSTEM_ACTOR,
            text: `Registro de distribuidor bajo el código ${parent.codeuser}`, changes: diffChanges(null, { ...user, password_hash: undefined }),
          });
          return user;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('El nombre de usuario o el código ya están en uso. Elige otro.');
        throw err;
      }
    },

    listPending: (auth: AuthContext, page: number, size: number, q?: string) => listPendingDistributors(db, auth.tenant.id, page, size, q),

    async activate(auth: AuthContext, id: number) {
      const user = await userInTenant(auth, id);
      if (user.active) throw conflict('El usuario ya está activo.');
      await inTransaction(db, async (tx) => {
        await updateUser(tx, id, { active: true });
        await writeLog(tx, { companyId: user.company_id, objectType: 'user', objectId: id, actor: auth.actor, text: 'Usuario activado', changes: { active: [false, true] } });
      });
    },

    async rolesOf(auth: AuthContext, id: number) {
      const user = await userInTenant(auth, id);
      const selected = new Set(await groupIdsOfUser(db, user.id));
      return (await groupsOfCompany(db, user.company_id)).map((g) => ({ id: g.id, name: g.name, selected: selected.has(g.id) }));
    },

    async setRoles(auth: AuthContext, id: number, groupIds: number[]) {
      const user = await userInTenant(auth, id);
      const unique = [...new Set(groupIds)];
      const groups = await groupsByIds(db, unique);
      if (groups.length !== unique.length || groups.some((g) => g.company_id !== user.company_id)) {
        throw unprocessable('Alguno de los grupos no existe.', { roles: 'Grupo no válido' });
      }
      await inTransaction(db, async (tx) => {
        const before = await groupIdsOfUser(tx, id);
        await setUserGroups(tx, id, unique);
        await writeLog(tx, {
          companyId: user.company_id, objectType: 'user', objectId: id, actor: auth.actor, text: 'Grupos del usuario actualizados',
          changes: { roles: [before.sort(), unique.sort()] },
        });
      });
      return this.rolesOf(auth, id);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
