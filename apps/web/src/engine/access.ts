import { resolveResource } from './resolve-resource.ts';

/** react-admin's action names → the permission actions of spec §6. */
const RA_ACTIONS: Record<string, string> = {
  list: 'list',
  show: 'get',
  edit: 'update',
  create: 'create',
  delete: 'delete',
  export: 'export',
  clone: 'create',
};

/** Screens that are not engine resources but guard themselves with a permission of another resource. */
const SPECIAL: Record<string, Record<string, string>> = {
  'pending-distributors': { list: 'user.activate' },
  logs: { list: 'logs.list' },
};

/**
 * Whether a user holding `permissions` may perform `action` on react-admin resource `resource`. react-admin
 * asks this to hide buttons and to show the "No autorizado" page instead of a screen the user cannot use.
 */
export function canAccessResource(permissions: readonly string[], resource: string, action: string): boolean {
  const special = SPECIAL[resource];
  if (special) {
    const needed = special[action];
    return !!needed && permissions.includes(needed);
  }
  const { def } = resolveResource(resource);
  if (!def) return false;
  if (def.readOnly && ['create', 'edit', 'delete', 'clone'].includes(action)) return false;
  const mapped = RA_ACTIONS[action] ?? action;
  return permissions.includes(`${def.permission}.${mapped}`);
}
