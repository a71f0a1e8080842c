import { ALL_PERMISSIONS, isKnownPermission } from './permission-catalogue.ts';
import { CRUD_ACTIONS, READ_ACTIONS, permission, type Permission, type PermissionResource } from './permissions.ts';

/** Role names as the spec detects them by `rol.name` (§6). */
export const ROLES = ['Root', 'Super', 'Admin', 'Distribuidor', 'Cliente', 'Renovaciones', 'Publico', 'Cajero'] as const;
export type RoleName = (typeof ROLES)[number];

/** Roles allowed to choose the company they act on with the `x-tenant` header. */
export const PLATFORM_ROLES: readonly RoleName[] = ['Root', 'Super'];

export const isPlatformRole = (role: string): boolean => (PLATFORM_ROLES as readonly string[]).includes(role);

/** Roles that only buy (a seller's client, a store's public buyer): screens about selling are not theirs. */
export const BUYER_ROLES: readonly RoleName[] = ['Cliente', 'Publico'];

export const isBuyerRole = (role: string): boolean => (BUYER_ROLES as readonly string[]).includes(role);

const crud = (...resources: PermissionResource[]): Permission[] =>
  resources.flatMap((r) => CRUD_ACTIONS.map((a) => permission(r, a)));
const read = (...resources: PermissionResource[]): Permission[] =>
  resources.flatMap((r) => READ_ACTIONS.map((a) => permission(r, a)));

/** What a buyer (and its ancestors) may do with its own renewal tickets: renew, decline (close), ask early (create). */
const RENEWAL_BUYER_ACTIONS = ['renew', 'close', 'create'] as const;

/** A ticket's requester (and the seller answering a client's ticket) closes it; the requester reopens it (modules/support). */
const TICKET_REQUESTER_ACTIONS = ['close', 'open'] as const;

const ADMIN_PERMISSIONS: Permission[] = ALL_PERMISSIONS.filter(
  // company records and platform settings belong to the platform roles
  (p) => !p.startsWith('company.') && !p.startsWith('settings.') && p !== 'consignments-company.finalize'
    && p !== 'consignments-company.reject' && p !== 'consignments-company.reverse'
    // templates are platform-wide: a company reads them and adapts them through template-company
    && !(p.startsWith('template.') && !(['template.list', 'template.get', 'template.search', 'template.export'] as string[]).includes(p)),
);

/**
 * A client (and a store's public buyer): buys, sees its orders, profiles and renewals, reports its top-ups, files
 * tickets with its seller and fault reports on what it bought, and reads its balance movements. Nothing of
 * selling (sales, bookings, a network, prices), and the company's records only as far as buying needs them.
 */
const CLIENT_PERMISSIONS: Permission[] = [
  // notices in the header, tutorials, apps, the accounts to pay a top-up into, products, help lines
  ...read('notice', 'link-tutorial', 'link-app', 'bank-account', 'type-digital-account', 'whatsapp-support-lines'),
  // buy (purchase page), see its own orders and pay a draft of its own (a store cart waiting for balance)
  permission('order', 'list'), permission('order', 'get'), permission('order', 'create'), permission('order', 'finalize'),
  // what it bought: profiles (picked in a fault report) and their renewals
  permission('profiles', 'list'), permission('profiles', 'get'), permission('profiles', 'search'),
  permission('renovation-ticket', 'list'), permission('renovation-ticket', 'get'),
  ...RENEWAL_BUYER_ACTIONS.map((a) => permission('renovation-ticket', a)),
  // its top-ups: report one, upload the receipt of its own pending one (the server refuses any other)
  permission('consignments', 'list'), permission('consignments', 'get'), permission('consignments', 'create'),
  permission('consignments', 'update'),
  // tickets with its seller, faults on what it bought, hand-fulfilled products it asks for
  permission('support-client', 'list'), permission('support-client', 'get'), permission('support-client', 'create'),
  // update: the attachment picked in the create form is uploaded right after the ticket exists (its own open ticket only)
  permission('support-client', 'update'), ...TICKET_REQUESTER_ACTIONS.map((a) => permission('support-client', a)),
  permission('report-fault-account', 'list'), permission('report-fault-account', 'get'), permission('report-fault-account', 'create'),
  permission('digital-account-others', 'list'), permission('digital-account-others', 'get'), permission('digital-account-others', 'create'),
  // its balance and movements
  permission('balance-current', 'list'), ...read('balance-movements'),
  // redeem a balance code it bought (DOMAIN.md "Redeemable balance")
  permission('redeemable-balance', 'redeem'),
];

/** What each role is meant to do, as grants; DEFAULT_ROLE_PERMISSIONS keeps the ones that exist. */
const DECLARED_PERMISSIONS: Record<RoleName, Permission[]> = {
  Root: ALL_PERMISSIONS,
  Super: ALL_PERMISSIONS,
  Admin: ADMIN_PERMISSIONS,
  Distribuidor: [
    ...read('notice', 'link-tutorial', 'link-app', 'bank-account', 'type-digital-account', 'advertising-distributor'),
    ...crud('clients'),
    // its clients' tickets: it answers and closes them (deleting one is the company's call, not the seller's)
    ...(['list', 'get', 'create', 'update', 'export', 'search', 'close'] as const).map((a) => permission('support-client', a)),
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
    // renew (or decline) what it or its network bought, and ask for a renewal early (DOMAIN.md "Renewal ticket")
    ...RENEWAL_BUYER_ACTIONS.map((a) => permission('renovation-ticket', a)),
    permission('support-ticket', 'export'), permission('support-ticket', 'search'),
    // close and reopen its own support tickets (and attach an image to one after filing it); the company's default
    // responses, to answer its clients' tickets
    ...TICKET_REQUESTER_ACTIONS.map((a) => permission('support-ticket', a)), permission('support-ticket', 'update'),
    permission('support_ticket_response_defaul', 'search'),
    // edit its own pending consignment (e.g. upload the receipt; the server refuses any other); its movements
    permission('consignments', 'update'), ...read('balance-movements'),
    // pay its own draft orders, book, ask for hand-fulfilled accounts
    permission('order', 'finalize'), permission('order', 'search'),
    ...read('order-booking', 'digital-account-others'), permission('order-booking', 'create'), permission('digital-account-others', 'create'),
    // redeemable codes: a distributor that is an authorized seller sells the codes it holds (the server refuses
    // any other); every distributor may redeem a code into its own balance
    permission('redeemable-balance', 'list'), permission('redeemable-balance', 'get'), permission('redeemable-balance', 'search'),
    permission('redeemable-balance', 'sell'), permission('redeemable-balance', 'redeem'),
  ],
  Cliente: CLIENT_PERMISSIONS,
  Renovaciones: [
    ...read('notice', 'link-tutorial', 'profiles', 'digital-account', 'type-digital-account'),
    // the renewal desk: renews (one by one or in bulk), rejects, closes, annuls within 24 h, approves early requests
    // (finalize) and reopens closed or rejected tickets (open); sees the buyers' units
    ...(['list', 'get', 'export', 'search', 'create', 'renew', 'reject', 'close', 'annul', 'finalize', 'open'] as const).map((a) => permission('renovation-ticket', a)),
    permission('redeemable-balance', 'redeem'),
  ],
  Publico: CLIENT_PERMISSIONS,
  // a branch's cashier: installs and sells at the point of sale of the branches it is an employee of (modules/pos
  // refuses any other), opens and closes its cash register turns; nothing of the back office
  Cajero: [permission('pos', 'get'), permission('pos', 'create'), permission('pos', 'open'), permission('pos', 'close')],
};

/**
 * Default permissions of the role group seeded for every company. Admins can change them per company on
 * the perms-roles screen; these are only the starting point. A grant of an action the resource does not serve
 * (permission-catalogue.ts) waits until it does: it is dropped here, so no group holds a permission nothing checks.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, Permission[]> = Object.fromEntries(
  Object.entries(DECLARED_PERMISSIONS).map(([role, grants]) => [role, [...new Set(grants)].filter(isKnownPermission)]),
) as Record<RoleName, Permission[]>;
