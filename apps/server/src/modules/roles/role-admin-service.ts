import {
  ACTIONS, ALL_PERMISSIONS, buildMenu, isKnownPermission, isPlatformRole, MENU_ITEMS, RESOURCE_ACTIONS, type Permission,
  type PermissionResource,
} from '@app/shared';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import { writeLog } from '../../lib/audit.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import {
  addPermissions, deleteGroup, groupNameHolder, groupOfCompany, groupsWithCounts, permissionsByGroup, removePermissions,
  type GroupRow,
} from './role-admin-repository.ts';
import { insertGroup } from './role-repository.ts';

/** The menu ids a group's permissions show (spec §2: the menu is derived from permissions on the server). */
export function menuIdsOf(role: string | null, permissions: readonly string[]): string[] {
  const held = new Set(permissions);
  const menu = buildMenu(role ?? '', (p) => held.has(p));
  return [...menu.items, ...menu.groups.flatMap((g) => g.items)].map((i) => i.id);
}

/**
 * The perms-roles and menu-roles pages: a company's role groups, the permissions each holds and the menu those
 * permissions show. Nobody grants what they do not hold themselves (an admin cannot hand out platform rights),
 * and only the platform edits the Root and Super groups.
 */
export function roleAdminService(db: Db) {
  async function mustGroup(tx: Tx, auth: AuthContext, id: number, lock = false): Promise<GroupRow> {
    const group = await groupOfCompany(tx, auth.tenant.id, id, lock);
    if (!group) throw notFound('El grupo no existe.');
    return group;
  }

  function assertMayEdit(auth: AuthContext, group: Pick<GroupRow, 'role'>) {
    if (group.role && isPlatformRole(group.role) && !isPlatformRole(auth.user.rol)) throw forbidden('Solo la plataforma modifica los grupos Root y Super.');
  }

  function assertGrantable(auth: AuthContext, permissions: string[]) {
    const unknown = permissions.filter((p) => !isKnownPermission(p));
    if (unknown.length) throw unprocessable(`Permisos desconocidos: ${unknown.slice(0, 5).join(', ')}.`, { permissions: 'Permiso desconocido' });
    const notHeld = isPlatformRole(auth.user.rol) ? [] : permissions.filter((p) => !auth.can(p as Permission));
    if (notHeld.length) throw forbidden(`No puedes otorgar permisos que no tienes: ${notHeld.slice(0, 5).join(', ')}.`);
  }

  /** Replaces a group's permissions with `wanted`, logging what was added and removed. */
  async function setPermissions(tx: Tx, auth: AuthContext, group: GroupRow, wanted: string[], text: string) {
    const current = (await permissionsByGroup(tx, [group.id])).get(group.id) ?? [];
    const added = wanted.filter((p) => !current.includes(p));
    const removed = current.filter((p) => !wanted.includes(p));
    // only what changes must be grantable: an admin may keep a right it lacks but cannot add one
    assertGrantable(auth, added);
    if (!isPlatformRole(auth.user.rol)) {
      // a permission that no longer exists (held since an older catalogue) grants nothing: anyone may drop it
      const notHeld = removed.filter((p) => isKnownPermission(p) && !auth.can(p));
      if (notHeld.length) throw forbidden(`No puedes quitar permisos que no tienes: ${notHeld.slice(0, 5).join(', ')}.`);
    }
    await addPermissions(tx, group.id, added);
    await removePermissions(tx, group.id, removed);
    if (added.length || removed.length) {
      await writeLog(tx, {
        companyId: auth.tenant.id, objectType: 'role-group', objectId: group.id, actor: auth.actor, text,
        changes: { added: [null, added], removed: [removed, null] },
      });
    }
  }

  async function describe(tx: Tx, groups: { id: number; name: string; role: string | null; users_count?: number }[]) {
    const perms = await permissionsByGroup(tx, groups.map((g) => g.id));
    return groups.map((g) => {
      // only the catalogue's: a grant left from an older catalogue is shown nowhere and dropped on the next save
      const permissions = (perms.get(g.id) ?? []).filter(isKnownPermission);
      return { ...g, permissions, menu: menuIdsOf(g.role, permissions) };
    });
  }

  const one = async (tx: Tx, auth: AuthContext, id: number) =>
    (await describe(tx, (await groupsWithCounts(tx, auth.tenant.id)).filter((g) => g.id === id)))[0];

  return {
    // only what exists: each resource with the actions it really has (permission-catalogue.ts), the actions any has
    catalogue: () => ({
      resources: Object.keys(RESOURCE_ACTIONS) as PermissionResource[],
      actions: ACTIONS.filter((a) => Object.values(RESOURCE_ACTIONS).some((held) => held?.includes(a))),
      resource_actions: RESOURCE_ACTIONS,
      permissions: ALL_PERMISSIONS,
      menu: MENU_ITEMS.map(({ id, group, route, icon, permission, roles, selling }) => ({
        id, group, route, icon, permission, roles: roles ?? null, selling: selling ?? false,
      })),
    }),

    list: async (auth: AuthContext) => describe(db, await groupsWithCounts(db, auth.tenant.id)),

    async get(auth: AuthContext, id: number) {
      await mustGroup(db, auth, id);
      return one(db, auth, id);
    },

    async create(auth: AuthContext, name: string, permissions: string[]) {
      const unique = [...new Set(permissions)];
      assertGrantable(auth, unique);
      return inTransaction(db, async (tx) => {
        if (await groupNameHolder(tx, auth.tenant.id, name)) throw conflict('Ya existe un grupo con ese nombre.');
        const group = await insertGroup(tx, auth.tenant.id, name, null, unique);
        await writeLog(tx, {
          companyId: auth.tenant.id, objectType: 'role-group', objectId: group.id, actor: auth.actor,
          text: `Grupo "${name}" creado`, changes: { name: [null, name], added: [null, unique] },
        });
        return one(tx, auth, group.id);
      });
    },

    async savePermissions(auth: AuthContext, id: number, permissions: string[]) {
      return inTransaction(db, async (tx) => {
        const group = await mustGroup(tx, auth, id, true);
        assertMayEdit(auth, group);
        await setPermissions(tx, auth, group, [...new Set(permissions)], `Permisos del grupo "${group.name}" actualizados`);
        return one(tx, auth, id);
      });
    },

    /** Shows exactly the menu ids given: each entry's permission is granted or withdrawn accordingly. */
    async saveMenu(auth: AuthContext, id: number, menuIds: string[]) {
      const unknown = menuIds.filter((m) => !MENU_ITEMS.some((i) => i.id === m));
      if (unknown.length) throw unprocessable(`Entradas de menú desconocidas: ${unknown.slice(0, 5).join(', ')}.`, { menu: 'Entrada desconocida' });
      return inTransaction(db, async (tx) => {
        const group = await mustGroup(tx, auth, id, true);
        assertMayEdit(auth, group);
        const current = new Set((await permissionsByGroup(tx, [group.id])).get(group.id) ?? []);
        for (const item of MENU_ITEMS) {
          if (!item.permission) continue;
          if (menuIds.includes(item.id)) current.add(item.permission);
          // another visible entry may need the same permission: keep it then
          else if (!MENU_ITEMS.some((o) => o.permission === item.permission && menuIds.includes(o.id))) current.delete(item.permission);
        }
        await setPermissions(tx, auth, group, [...current], `Menú del grupo "${group.name}" actualizado`);
        return one(tx, auth, id);
      });
    },

    async remove(auth: AuthContext, id: number) {
      await inTransaction(db, async (tx) => {
        const group = await mustGroup(tx, auth, id, true);
        if (group.role) throw conflict('El grupo predeterminado de un rol no se puede eliminar.');
        await deleteGroup(tx, id);
        await writeLog(tx, {
          companyId: auth.tenant.id, objectType: 'role-group', objectId: id, actor: auth.actor,
          text: `Grupo "${group.name}" eliminado`, changes: { name: [group.name, null] },
        });
      });
    },
  };
}

export type RoleAdminService = ReturnType<typeof roleAdminService>;
