import { isPlatformRole, passwordProblems } from '@app/shared';
import { sitsOutsideNetwork } from '@app/shared/access/company-scope';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { hashPassword } from './password-hash.ts';
import { defaultGroupOf, findUserById, setUserGroups, updateUser, type SessionUser } from './user-repository.ts';
import { codeHolder, countChildren, usernameHolder } from './user-network-repository.ts';
import {
  childrenCount, inSubtree, parentName, priceGroupName, SECRET_USER_COLUMNS, withRole,
} from './user-resource-queries.ts';

const USERNAME_TAKEN = 'El nombre de usuario ya está en uso. Elige otro.';
const CODE_TAKEN = 'El código de vendedor ya está en uso. Elige otro.';

/** Who may have people below them in the network. */
const PARENT_ROLES = new Set(['Admin', 'Distribuidor']);

/** The parent a new user hangs from: the one chosen (within the caller's reach), else the caller itself. */
async function parentFor(tx: Tx, auth: AuthContext, chosen: unknown): Promise<SessionUser> {
  const fallback = auth.user.company_id === auth.tenant.id && PARENT_ROLES.has(auth.user.rol) ? auth.user : undefined;
  const parent = typeof chosen === 'number' ? await findUserById(tx, chosen) : fallback;
  if (!parent) throw unprocessable('Elige el administrador o distribuidor al que pertenece el usuario.', { parent_id: 'Campo obligatorio para este rol' });
  // the engine already refused a parent outside the caller's company or subtree; the role is the rule left
  if (parent.company_id !== auth.tenant.id || !PARENT_ROLES.has(parent.rol)) {
    throw unprocessable('El padre debe ser un administrador o un distribuidor de la empresa.', { parent_id: 'Padre no válido' });
  }
  return parent;
}

/** `user`: the people of a company, written to the handwritten `users` table. */
export const userHooks: ResourceHooks = {
  table: users,
  omit: SECRET_USER_COLUMNS,
  scope: inSubtree,

  async beforeCreate(tx, auth, values) {
    const rol = String(values.rol);
    if (isPlatformRole(rol) && !(isPlatformRole(auth.user.rol) && auth.tenant.is_root && (rol !== 'Root' || auth.user.rol === 'Root'))) {
      throw unprocessable('Solo la plataforma crea usuarios Root o Super, y solo en la empresa raíz.', { rol: 'Rol no permitido' });
    }
    const problems = passwordProblems(String(values.password ?? ''));
    if (problems.length) throw unprocessable(`${problems[0]}.`, { password: problems[0] });
    const username = String(values.username).trim();
    if (await usernameHolder(tx, username)) throw conflict(USERNAME_TAKEN);
    // every distributor has a seller code (its store address): default to its username
    const codeuser = (values.codeuser as string | null | undefined) || (rol === 'Distribuidor' ? username.toUpperCase() : null);
    if (codeuser && (await codeHolder(tx, codeuser))) throw conflict(CODE_TAKEN);

    let parentId: number | null = null;
    let level = 0;
    if (rol === 'Renovaciones') {
      parentId = typeof values.parent_id === 'number' ? (await parentFor(tx, auth, values.parent_id)).id : null;
    } else if (!sitsOutsideNetwork(rol)) {
      const parent = await parentFor(tx, auth, values.parent_id);
      parentId = parent.id;
      level = parent.level_grid + 1;
    }
    const { password, ...rest } = values;
    return {
      ...rest, username, codeuser, parent_id: parentId, level_grid: level,
      password_hash: await hashPassword(String(password)),
    };
  },

  async afterCreate(tx, auth, row) {
    // the path holds the user's own id, so it is only known after the insert
    const parent = row.parent_id ? await findUserById(tx, row.parent_id as number) : undefined;
    const path = `${parent ? parent.path : '/'}${row.id}/`;
    await updateUser(tx, row.id, { path });
    const group = await defaultGroupOf(tx, auth.tenant.id, String(row.rol));
    if (group) await setUserGroups(tx, row.id, [group.id]);
    return { ...row, path };
  },

  async beforeUpdate(tx, auth, before, patch) {
    if (typeof patch.username === 'string' && (await usernameHolder(tx, patch.username, before.id))) throw conflict(USERNAME_TAKEN);
    if (typeof patch.codeuser === 'string' && patch.codeuser && (await codeHolder(tx, patch.codeuser, before.id))) throw conflict(CODE_TAKEN);
    if (patch.active === false && before.id === auth.user.id) {
      throw unprocessable('No puedes desactivar tu propio usuario.', { active: 'No puedes desactivarte' });
    }
    return patch;
  },

  async beforeRemove(tx, auth, before) {
    if (before.id === auth.user.id) throw conflict('No puedes eliminar tu propio usuario.');
    if (await countChildren(tx, before.id)) {
      throw conflict('El usuario tiene usuarios a su cargo: desactívalo en lugar de eliminarlo.');
    }
    if (Number(before.balance) !== 0) throw conflict('El usuario tiene saldo: desactívalo en lugar de eliminarlo.');
  },
};

/** `distribuitors` (read-only): distributors strictly below the caller, with their network figures. */
export const distribuitorsHooks: ResourceHooks = {
  table: users,
  omit: SECRET_USER_COLUMNS,
  scope: withRole('Distribuidor'),
  columns: { parent_name: parentName, children_count: childrenCount, price_group_name: priceGroupName },
};

/** `clients` (read-only): users with role Cliente strictly below the caller. */
export const clientsHooks: ResourceHooks = {
  table: users,
  omit: SECRET_USER_COLUMNS,
  scope: withRole('Cliente'),
  columns: { parent_name: parentName },
};
