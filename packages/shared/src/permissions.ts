/**
 * The permission vocabulary (spec §6): every permission is `resource.action`. Routes declare the one they need,
 * role groups hold sets of them, and the server builds each user's menu from them. Which pairs exist (a resource
 * has only some actions) is permission-catalogue.ts.
 */
export const ACTIONS = [
  'list', 'get', 'create', 'update', 'delete', 'export', 'finalize', 'reject', 'reverse', 'annul', 'search',
  'send-email', 'prices', 'adjustment-balance', 'reasing', 'refund', 'show_observations', 'import', 'inactive-massive',
  'close', 'open', 'renew', 'activate',
  // redeemable balance codes: hand to a seller, sell (the seller), redeem into one's balance (any user)
  'assign', 'sell', 'redeem',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Resources of spec §6 plus every other screen of §2 that needs guarding. */
export const PERMISSION_RESOURCES = [
  'advertising', 'balance-current', 'bank', 'clients', 'company', 'configuration', 'consignments',
  'digital-account', 'distribuitors', 'order', 'person', 'price-group', 'profiles', 'renovation-ticket',
  'report-fault-account', 'support-ticket', 'template', 'type-digital-account', 'user',
  // beyond §6's list: the remaining resources of §2
  'notice', 'link-tutorial', 'link-app', 'price-list', 'bank-account', 'advertising-distributor',
  'consignments-company', 'digital-account-others', 'support_ticket_response_defaul', 'template-company',
  'consecutive', 'coupons', 'order-booking', 'digital-currency', 'support-client', 'type-account-tag',
  'authorized-seller', 'redeemable-balance', 'redeemable-vendor-balance-movement', 'whatsapp-support-lines',
  'logs', 'mail-outbox', 'roles', 'settings', 'reports',
  // ledger rows of users' and companies' balances
  'balance-movements', 'company-balance-movements',
  // the point of sale: branches, their catalogues, synced orders and turns, and selling itself (modules/pos)
  'subsidiary', 'pos-catalog', 'pos-order', 'pos',
] as const;
export type PermissionResource = (typeof PERMISSION_RESOURCES)[number];

export type Permission = `${PermissionResource}.${Action}`;

export const permission = (resource: PermissionResource, action: Action): Permission => `${resource}.${action}`;

export const CRUD_ACTIONS: Action[] = ['list', 'get', 'create', 'update', 'delete', 'export', 'search'];
export const READ_ACTIONS: Action[] = ['list', 'get', 'export', 'search'];
