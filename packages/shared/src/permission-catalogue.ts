import { ACTIONS, PERMISSION_RESOURCES, permission, type Action, type Permission, type PermissionResource } from './permissions.ts';
import { RESOURCES, type ResourceDef } from './resources/index.ts';

/**
 * The permissions that exist: for each permission resource, only the actions something really serves (so the
 * perms-roles grid never offers "Renovar" on Bancos). Derived from the resource definitions, plus the actions of
 * domain routes the generic engine does not mount. Server (role checks, grants) and web (the grid) read this one
 * list, so they agree.
 */

/** What the generic engine mounts for every definition (resource-routes.ts): list, get, search, export. */
const ENGINE_READ: readonly Action[] = ['list', 'get', 'search', 'export'];
/** ...and for a definition that is not read-only. */
const ENGINE_WRITE: readonly Action[] = ['create', 'update', 'delete'];

/**
 * Actions served by a module's own routes rather than by a definition. A module adding a route guarded by a
 * new permission adds it here (a workflow action goes in its definition's `actions` instead).
 */
const DOMAIN_ACTIONS: Partial<Record<PermissionResource, readonly Action[]>> = {
  order: ['create'], // POST /purchase, POST /admin/order (draft), GET /purchase/catalogue
  'order-booking': ['create'], // POST /admin/order-booking
  distribuitors: ['prices'], // /config-prices, /distributor-prices
  user: ['activate'], // pending distributors
  company: ['adjustment-balance'], // POST /admin/company/{id}/adjust-balance
  // POST /admin/user/{id}/adjust-balance, credit limit; the balance-current report (modules/reports)
  'balance-current': ['adjustment-balance', 'export'],
  roles: ['list', 'get', 'create', 'update', 'delete'], // perms-roles, menu-roles
  settings: ['list', 'update'], // /admin/settings
  logs: ['list'], // /admin/logs/list
  'renovation-ticket': ['create'], // POST /admin/renovation-ticket/request (a buyer asks for its renewal early)
  'report-fault-account': ['create'], // POST /admin/report-fault-account (a buyer, an ancestor or staff reports a fault)
  // POST /admin/redeemable-balance/batch, .../{id}/assign, .../{id}/sell, POST /redeemable-balance/redeem
  'redeemable-balance': ['create', 'assign', 'sell', 'redeem'],
  'redeemable-vendor-balance-movement': ['create'], // POST /admin/redeemable-balance/sellers/{id}/payment
  'digital-account': ['import'], // /admin/digital-account/import and /import-profiles (modules/stock-import)
  reports: ['export'],
  // GET /subsidiary/pos-get-info/{id} and the branches to install (get), POST /pos/orders (create), a cash
  // register turn opened and closed from the POS (open, close)
  pos: ['get', 'create', 'open', 'close'], // GET /api/v1/reports/{name} and its export (modules/reports; shared reports/*.ts name each one's)
};

/** The actions one definition's routes serve. */
function definitionActions(def: ResourceDef): Action[] {
  const actions: Action[] = [...ENGINE_READ, ...(def.readOnly ? [] : ENGINE_WRITE), ...(def.actions ?? []).map((a) => a.name)];
  // secret fields are masked unless the caller holds show_observations (resource-service.ts)
  if (def.fields.some((f) => f.secret)) actions.push('show_observations');
  return actions;
}

/** The actions a permission resource really has, in the catalogue's order (ACTIONS). */
export function resourceActions(resource: PermissionResource): Action[] {
  const held = new Set<Action>(DOMAIN_ACTIONS[resource] ?? []);
  for (const def of RESOURCES) if (def.permission === resource) for (const a of definitionActions(def)) held.add(a);
  return ACTIONS.filter((a) => held.has(a));
}

/** Every permission resource with the actions it has; resources with none (nothing serves them yet) are left out. */
export const RESOURCE_ACTIONS: Readonly<Partial<Record<PermissionResource, readonly Action[]>>> = Object.fromEntries(
  PERMISSION_RESOURCES.map((r) => [r, resourceActions(r)] as const).filter(([, actions]) => actions.length > 0),
);

/** The full catalogue: every permission a route can ask for, the ones the perms-roles screen offers. */
export const ALL_PERMISSIONS: Permission[] = PERMISSION_RESOURCES.flatMap((r) => (RESOURCE_ACTIONS[r] ?? []).map((a) => permission(r, a)));

const KNOWN = new Set<string>(ALL_PERMISSIONS);

/** Whether `p` is a permission of the catalogue. */
export const isKnownPermission = (p: string): p is Permission => KNOWN.has(p);
