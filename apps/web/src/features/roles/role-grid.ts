import { isBuyerRole, resourceByName } from '@app/shared';
import type { CatalogueMenuItem, MenuRoleGroup, PermsCatalogue, RoleGroup as ContractRoleGroup } from '@app/shared/contracts/roles';

/** A role group as perms-roles (with its permissions) and menu-roles (without them) answer it. */
export type RoleGroup = MenuRoleGroup & Partial<Pick<ContractRoleGroup, 'permissions'>>;

export type { CatalogueMenuItem, PermsCatalogue };

/**
 * The actions each resource really has, read from the catalogue's permissions (the server derives them from the
 * resource definitions), so the grid offers no "Renovar" on Bancos.
 */
export function actionsByResource(catalogue: Pick<PermsCatalogue, 'permissions'>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of catalogue.permissions) {
    const dot = p.lastIndexOf('.');
    const resource = p.slice(0, dot);
    if (!out.has(resource)) out.set(resource, new Set());
    out.get(resource)!.add(p.slice(dot + 1));
  }
  return out;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Spanish name of a permission resource: the shared definition's label where there is one, else the catalogue's. */
export function permissionResourceLabel(t: Translate, resource: string): string {
  if (resourceByName(resource)) return t(`resources.${resource}.name`, { smart_count: 2 });
  return t(`permissions.resources.${resource}`, { _: resource });
}

/** The grid's columns: the catalogue's actions with search beside the other reads (list, get, search, create...). */
export function gridActions(actions: readonly string[]): string[] {
  const rest = actions.filter((a) => a !== 'search');
  if (!actions.includes('search')) return rest;
  const at = rest.indexOf('get') + 1 || rest.length;
  return [...rest.slice(0, at), 'search', ...rest.slice(at)];
}

export const permissionActionLabel = (t: Translate, action: string): string => t(`permissions.actions.${action}`, { _: action });

export const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && [...a].every((x) => b.has(x));

/** Adds or removes `items` from a copy of `set`. */
export function withItems(set: ReadonlySet<string>, items: readonly string[], on: boolean): Set<string> {
  const next = new Set(set);
  for (const i of items) {
    if (on) next.add(i);
    else next.delete(i);
  }
  return next;
}

/**
 * Menu entries a group would see with `ids` ticked. The server shows an entry through its permission, so
 * entries sharing one permission come and go together; entries with no permission are always shown.
 */
export function menuSelection(catalogue: readonly CatalogueMenuItem[], current: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const item = catalogue.find((m) => m.id === id);
  if (!item?.permission) return new Set(current);
  const siblings = catalogue.filter((m) => m.permission === item.permission).map((m) => m.id);
  return withItems(current, siblings, on);
}

/** Whether a group can show a menu entry at all (entries limited to some roles, selling screens never to buyers). */
export const menuItemAllowed = (item: CatalogueMenuItem, group: Pick<RoleGroup, 'role'>): boolean =>
  (!item.roles || (group.role !== null && item.roles.includes(group.role))) && !(item.selling && group.role !== null && isBuyerRole(group.role));
