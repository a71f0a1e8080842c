import { ALL_PERMISSIONS, CRUD_ACTIONS, READ_ACTIONS, permission, type Permission, type PermissionResource } from './permissions.ts';

/** Role names as the spec detects them by `rol.name` (§6). */
export const ROLES = ['Root', 'Super', 'Admin', 'Distribuidor', 'Cliente', 'Renovaciones', 'Publico'] as const;
export type RoleName = (typeof ROLES)[number];

/** Roles allowed to choose the company they act on with the `x-tenant` header. */
export const PLATFORM_ROLES: readonly RoleName[] = ['Root', 'Super'];

export const isPlatformRole = (role: string): boolean => (PLATFORM_ROLES as readonly string[]).includes(role);

const crud = (...resources: PermissionResource[]): Permission[] =>
  resources.flatMap((r) => CRUD_ACTIONS.map((a) => permission(r, a)));
const read = (...resources: PermissionResource[]): Permission[] =>
  resources.flatMap((r) => READ_ACTIONS.map((a) => permission(r, a)));

const ADMIN_PERMISSIONS: Permission[] = ALL_PERMISSIONS.filter(
  // company records and platform settings belong to the platform roles
  (p) => !p.startsWith('company.') && !p.startsWith('settings.') && p !== 'consignments-company.finalize'
    && p !== 'consignments-company.reject' && p !== 'consignments-company.reverse'
    // templates are platform-wide: a company adapts them through template-company
    && !['template.create', 'template.update', 'template.delete', 'template.import'].includes(p),
);

/**
 * Default permissions of the role group seeded for every company. Admins can change them per company on
 * the perms-roles screen; these are only the starting point.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, Permission[]> = {
  Root: ALL_PERMISSIONS,
  Super: ALL_PERMISSIONS,
  Admin: ADMIN_PERMISSIONS,
  Distribuidor: [
    ...read('notice', 'link-tutorial', 'link-app', 'bank-account', 'type-digital-account', 'advertising-distributor'),
    ...crud('clients', 'support-client'),
    permission('consignments', 'list'), permission('consignments', 'get'), permission('consignments', 'create'),
    permission('consignments', 'export'),
    permission('profiles', 'list'), permission('profiles', 'get'), permission('profiles', 'export'),
    permission('order', 'list'), permission('order', 'get'), permission('order', 'create'), permission('order', 'export'),
    permission('distribuitors', 'list'), permission('distribuitors', 'get'), permission('distribuitors', 'create'),
    permission('distribuitors', 'prices'), permission('distribuitors', 'export'),
    permission('support-ticket', 'list'), permission('support-ticket', 'get'), permission('support-ticket', 'create'),
    permission('report-fault-account', 'list'), permission('report-fault-account', 'get'),
    permission('report-fault-account', 'create'),
    permission('balance-current', 'list'), permission('balance-current', 'export'),
    permission('reports', 'list'), permission('reports', 'export'),
    // screens of the network's own records
    ...read('whatsapp-support-lines', 'redeemable-vendor-balance-movement'),
    permission('renovation-ticket', 'list'), permission('renovation-ticket', 'get'), permission('renovation-ticket', 'export'),
    permission('support-ticket', 'export'), permission('support-ticket', 'search'),
    // edit its own pending consignment (e.g. upload the receipt; the server refuses any other); its movements
    permission('consignments', 'update'), ...read('balance-movements'),
    // pay its own draft orders, book, ask for hand-fulfilled accounts
    permission('order', 'finalize'), permission('order', 'search'),
    ...read('order-booking', 'digital-account-others'), permission('order-booking', 'create'), permission('digital-account-others', 'create'),
  ],
  Cliente: [
    ...read('notice', 'link-tutorial', 'link-app', 'bank-account', 'type-digital-account'),
    permission('consignments', 'list'), permission('consignments', 'get'), permission('consignments', 'create'),
    permission('profiles', 'list'), permission('profiles', 'get'),
    permission('order', 'list'), permission('order', 'get'), permission('order', 'create'),
    permission('support-client', 'list'), permission('support-client', 'get'), permission('support-client', 'create'),
    permission('report-fault-account', 'list'), permission('report-fault-account', 'get'),
    permission('report-fault-account', 'create'),
    permission('balance-current', 'list'),
    ...read('whatsapp-support-lines'),
    permission('renovation-ticket', 'list'), permission('renovation-ticket', 'get'),
    permission('consignments', 'update'), ...read('balance-movements'),
    permission('order', 'finalize'),
    ...read('order-booking', 'digital-account-others'), permission('order-booking', 'create'), permission('digital-account-others', 'create'),
  ],
  Renovaciones: [
    ...read('notice', 'link-tutorial', 'profiles', 'digital-account', 'type-digital-account'),
    ...['list', 'get', 'update', 'export', 'renew', 'reject', 'close'].map((a) => permission('renovation-ticket', a as never)),
  ],
  Publico: [],
};
