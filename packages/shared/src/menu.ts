import type { Permission } from './permissions.ts';
import { REPORTS } from './reports/index.ts';
import { POS_CATALOG_RESOURCES } from './resources/pos-catalog.ts';
import { isBuyerRole } from './roles.ts';

/** Menu groups of spec §2, in display order. `icon` names a @mui/icons-material icon the web maps. */
export const MENU_GROUPS = [
  { id: 'digital-account', icon: 'Tv' },
  { id: 'other_accounts', icon: 'DevicesOther' },
  { id: 'orders-store', icon: 'ShoppingCart' },
  { id: 'orders_booking', icon: 'EventAvailable' },
  { id: 'renovation-ticket', icon: 'Autorenew' },
  { id: 'consignments', icon: 'AccountBalance' },
  { id: 'consignments-company', icon: 'AccountBalanceWallet' },
  { id: 'balance', icon: 'Savings' },
  { id: 'redeemable-balance', icon: 'Redeem' },
  { id: 'distributors', icon: 'Hub' },
  { id: 'customers', icon: 'People' },
  { id: 'store', icon: 'Storefront' },
  { id: 'pos', icon: 'PointOfSale' },
  { id: 'ticket', icon: 'SupportAgent' },
  { id: 'ticket-client', icon: 'ContactSupport' },
  { id: 'reports', icon: 'Assessment' },
  { id: 'configure', icon: 'Settings' },
  { id: 'security', icon: 'Security' },
] as const;
export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];

export interface MenuItemDef {
  /** Menu entry id (spec §2 ids where the spec names one, else `<resource>-list`). */
  id: string;
  group: MenuGroupId | null;
  /** Route under /admin, without the leading slash ('' = dashboard). */
  route: string;
  icon: string;
  /** Permission needed to see the entry; null = every signed-in user. */
  permission: Permission | null;
  /** Only for these roles, whatever their permissions (e.g. root-only pages). */
  roles?: readonly string[];
  /** About selling (a network's sales): never shown to buyer roles (Cliente, Publico), whatever their permissions. */
  selling?: boolean;
}

/**
 * Every screen that exists in the web app and belongs in the menu. A screen is listed here only once it
 * works: the server builds each user's menu from this list and their permissions.
 */
export const MENU_ITEMS: MenuItemDef[] = [
  { id: 'dashboard', group: null, route: '', icon: 'Dashboard', permission: null },
  { id: 'resources', group: null, route: 'resources', icon: 'MenuBook', permission: 'link-tutorial.list' },
  // notices and tutorials show in the menu only to those who publish them; readers get the header and Recursos
  { id: 'notice-list', group: 'configure', route: 'notice', icon: 'Campaign', permission: 'notice.create' },
  { id: 'link-tutorial-list', group: 'configure', route: 'link-tutorial', icon: 'OndemandVideo', permission: 'link-tutorial.create' },
  { id: 'bank-list', group: 'configure', route: 'bank', icon: 'AccountBalance', permission: 'bank.list' },
  { id: 'mail-outbox-list', group: 'security', route: 'mail-outbox', icon: 'Outbox', permission: 'mail-outbox.list' },
  { id: 'logs-list', group: 'security', route: 'logs', icon: 'History', permission: 'logs.list' },
  { id: 'pending-distributors-list', group: 'distributors', route: 'pending-distributors', icon: 'PersonAdd', permission: 'user.activate' },
  // balances (bank accounts show in the menu only to those who manage them; readers use the pickers)
  { id: 'bank-account-list', group: 'configure', route: 'bank-account', icon: 'AccountBalance', permission: 'bank-account.update' },
  { id: 'consignments-list', group: 'consignments', route: 'consignments', icon: 'Receipt', permission: 'consignments.list' },
  { id: 'consignments-draft-list', group: 'consignments', route: 'consignments-draft', icon: 'ListAlt', permission: 'consignments.list' },
  { id: 'consignments-finalized-list', group: 'consignments', route: 'consignments-finalized', icon: 'ListAlt', permission: 'consignments.list' },
  { id: 'consignments-rejected-list', group: 'consignments', route: 'consignments-rejected', icon: 'ListAlt', permission: 'consignments.list' },
  { id: 'consignments-company-list', group: 'consignments-company', route: 'consignments-company', icon: 'Receipt', permission: 'consignments-company.list' },
  { id: 'consignments-company-draft-list', group: 'consignments-company', route: 'consignments-company-draft', icon: 'ListAlt', permission: 'consignments-company.list' },
  { id: 'consignments-company-finalized-list', group: 'consignments-company', route: 'consignments-company-finalized', icon: 'ListAlt', permission: 'consignments-company.list' },
  { id: 'consignments-company-rejected-list', group: 'consignments-company', route: 'consignments-company-rejected', icon: 'ListAlt', permission: 'consignments-company.list' },
  { id: 'balance-movements-list', group: 'balance', route: 'balance-movements', icon: 'CurrencyExchange', permission: 'balance-movements.list' },
  { id: 'company-balance-movements-list', group: 'balance', route: 'company-balance-movements', icon: 'AccountBalanceWallet', permission: 'company-balance-movements.list' },
  // back-office screens (generic engine screens unless noted "custom page")
  { id: 'profile', group: null, route: 'profile', icon: 'Person', permission: null },
  { id: 'tools-app', group: null, route: 'tools-app', icon: 'Apps', permission: null }, // custom page
  { id: 'type-account-tag-list', group: 'digital-account', route: 'type-account-tag', icon: 'LocalOffer', permission: 'type-account-tag.list' },
  { id: 'renovation-ticket-list', group: 'renovation-ticket', route: 'renovation-ticket', icon: 'Autorenew', permission: 'renovation-ticket.list' },
  { id: 'renovation-ticket-to-be-approved-list', group: 'renovation-ticket', route: 'renovation-ticket-to-be-approved', icon: 'ListAlt', permission: 'renovation-ticket.list' },
  { id: 'renovation-ticket-approved-list', group: 'renovation-ticket', route: 'renovation-ticket-approved', icon: 'ListAlt', permission: 'renovation-ticket.list' },
  { id: 'renovation-ticket-to-be-renewed-list', group: 'renovation-ticket', route: 'renovation-ticket-to-be-renewed', icon: 'ListAlt', permission: 'renovation-ticket.list' },
  { id: 'renovation-ticket-renewed-list', group: 'renovation-ticket', route: 'renovation-ticket-renewed', icon: 'ListAlt', permission: 'renovation-ticket.list' },
  { id: 'renovation-ticket-rejected-list', group: 'renovation-ticket', route: 'renovation-ticket-rejected', icon: 'ListAlt', permission: 'renovation-ticket.list' },
  { id: 'renovation-ticket-open-list', group: 'renovation-ticket', route: 'renovation-ticket-open', icon: 'ListAlt', permission: 'renovation-ticket.list' },
  { id: 'renovation-ticket-close-list', group: 'renovation-ticket', route: 'renovation-ticket-close', icon: 'ListAlt', permission: 'renovation-ticket.list' },
  // redeemable balance (DOMAIN.md): staff create and hand out codes and collect from sellers; a seller sells the
  // codes it holds; anyone redeems one (custom pages but the code list, the redeemed report and the movements)
  { id: 'redeemable-balance-user-redeem', group: 'redeemable-balance', route: 'redeemable-balance-user-redeem', icon: 'Redeem', permission: 'redeemable-balance.redeem' },
  { id: 'redeemable-balance-sell', group: 'redeemable-balance', route: 'redeemable-balance-sell', icon: 'Sell', permission: 'redeemable-balance.sell' },
  { id: 'redeemable-balance-list', group: 'redeemable-balance', route: 'redeemable-balance', icon: 'LocalAtm', permission: 'redeemable-balance.create' },
  { id: 'redeemable-balance-dist', group: 'redeemable-balance', route: 'redeemable-balance-dist', icon: 'Inventory', permission: 'redeemable-balance.assign' },
  { id: 'redeemable-balance-sellers', group: 'redeemable-balance', route: 'redeemable-balance/sellers', icon: 'Storefront', permission: 'redeemable-balance.assign' },
  { id: 'redeemable-balance-redeem-list', group: 'redeemable-balance', route: 'redeemable-balance-redeem', icon: 'ListAlt', permission: 'redeemable-balance.export' },
  { id: 'redeemable-vendor-balance-movement-list', group: 'redeemable-balance', route: 'redeemable-vendor-balance-movement', icon: 'CurrencyExchange', permission: 'redeemable-vendor-balance-movement.list' },
  { id: 'distribuitors-list', group: 'distributors', route: 'distribuitors', icon: 'Group', permission: 'distribuitors.list' },
  { id: 'distribuitors-net-list', group: 'distributors', route: 'distribuitors-net', icon: 'Hub', permission: 'distribuitors.list' }, // custom page
  { id: 'authorized-seller-list', group: 'distributors', route: 'authorized-seller', icon: 'Sell', permission: 'authorized-seller.list' },
  { id: 'advertising-distributor-list', group: 'distributors', route: 'advertising-distributor', icon: 'Campaign', permission: 'advertising-distributor.create' },
  { id: 'clients-list', group: 'customers', route: 'clients', icon: 'People', permission: 'clients.list' },
  { id: 'person-list', group: 'customers', route: 'person', icon: 'Person', permission: 'person.list' },
  // a seller's catalog: the products its public store shows (custom page; staff pick any seller)
  { id: 'catalog', group: 'store', route: 'catalog', icon: 'Storefront', permission: 'distribuitors.prices', selling: true },
  { id: 'coupons-list', group: 'store', route: 'coupons', icon: 'LocalOffer', permission: 'coupons.list' },
  { id: 'support-ticket-list', group: 'ticket', route: 'support-ticket', icon: 'SupportAgent', permission: 'support-ticket.list' },
  { id: 'support-ticket-open-list', group: 'ticket', route: 'support-ticket-open', icon: 'ListAlt', permission: 'support-ticket.list' },
  { id: 'support-ticket-close-list', group: 'ticket', route: 'support-ticket-close', icon: 'ListAlt', permission: 'support-ticket.list' },
  { id: 'support_ticket_response_defaul-list', group: 'ticket', route: 'support_ticket_response_defaul', icon: 'Description', permission: 'support_ticket_response_defaul.list' },
  { id: 'support-client-list', group: 'ticket-client', route: 'support-client', icon: 'ContactSupport', permission: 'support-client.list' },
  { id: 'support-client-open-list', group: 'ticket-client', route: 'support-client-open', icon: 'ListAlt', permission: 'support-client.list' },
  { id: 'support-client-close-list', group: 'ticket-client', route: 'support-client-close', icon: 'ListAlt', permission: 'support-client.list' },
  { id: 'company-list', group: 'configure', route: 'company', icon: 'Storefront', permission: 'company.list' },
  { id: 'config-company', group: 'configure', route: 'config/company', icon: 'Tune', permission: 'company.update' },
  { id: 'configuration-list', group: 'configure', route: 'configuration', icon: 'Settings', permission: 'configuration.list' },
  { id: 'advertising-list', group: 'configure', route: 'advertising', icon: 'Campaign', permission: 'advertising.list' },
  { id: 'template-list', group: 'configure', route: 'template', icon: 'Description', permission: 'template.list' },
  { id: 'template-company-list', group: 'configure', route: 'template-company', icon: 'Description', permission: 'template-company.list' },
  { id: 'consecutive-list', group: 'configure', route: 'consecutive', icon: 'ListAlt', permission: 'consecutive.list' },
  { id: 'link-app-list', group: 'configure', route: 'link-app', icon: 'Link', permission: 'link-app.create' },
  { id: 'digital-currency-list', group: 'configure', route: 'digital-currency', icon: 'CurrencyExchange', permission: 'digital-currency.list' },
  { id: 'whatsapp-support-lines-list', group: 'configure', route: 'whatsapp-support-lines', icon: 'WhatsApp', permission: 'whatsapp-support-lines.create' },
  { id: 'user-list', group: 'security', route: 'user', icon: 'ManageAccounts', permission: 'user.list' },
  { id: 'perms-roles', group: 'security', route: 'perms-roles', icon: 'Key', permission: 'roles.list' }, // custom page
  { id: 'menu-roles', group: 'security', route: 'menu-roles', icon: 'Lock', permission: 'roles.list' }, // custom page
  // catalogue, stock, purchases, orders, bookings, hand-fulfilled requests
  { id: 'generate-digital-account', group: 'digital-account', route: 'generate-digital-account', icon: 'AddShoppingCart', permission: 'order.create' }, // custom page
  { id: 'profiles-list', group: 'digital-account', route: 'profiles-list', icon: 'RecentActors', permission: 'profiles.list' }, // custom page (delivered units + message)
  // after buying and what was bought: a fault is reported on a unit the buyer holds
  { id: 'report-fault-account-list', group: 'digital-account', route: 'report-fault-account', icon: 'ReportProblem', permission: 'report-fault-account.list' },
  { id: 'digital-account-list', group: 'digital-account', route: 'digital-account', icon: 'Tv', permission: 'digital-account.list' },
  { id: 'digital-account-import', group: 'digital-account', route: 'digital-account/import', icon: 'Upload', permission: 'digital-account.import' }, // custom page (Excel import)
  { id: 'digital-account-import-profiles', group: 'digital-account', route: 'digital-account/import-profiles', icon: 'Upload', permission: 'digital-account.import' }, // custom page (Excel import)
  { id: 'type-digital-account-list', group: 'digital-account', route: 'type-digital-account', icon: 'Category', permission: 'type-digital-account.create' },
  { id: 'price-list-list', group: 'configure', route: 'price-list', icon: 'PriceChange', permission: 'price-list.create' },
  { id: 'price-list-item-list', group: 'configure', route: 'price-list-item', icon: 'RequestQuote', permission: 'price-list.create' },
  { id: 'price-group-list', group: 'configure', route: 'price-group', icon: 'Groups', permission: 'price-group.list' },
  { id: 'config-prices', group: 'distributors', route: 'config-prices', icon: 'PriceCheck', permission: 'distribuitors.prices' }, // custom page
  { id: 'distributor-prices-export', group: 'reports', route: 'distributor-prices/export', icon: 'Assessment', permission: 'distribuitors.prices' }, // custom page
  { id: 'balance-movements-export', group: 'reports', route: 'balance-movements/export', icon: 'FileDownload', permission: 'balance-movements.export' }, // custom page (list + export bar)
  { id: 'redeemable-balance-redeem-export', group: 'reports', route: 'redeemable-balance-redeem/export', icon: 'FileDownload', permission: 'redeemable-balance.export' }, // custom page (list + export bar)
  { id: 'company-balance-movements-export', group: 'reports', route: 'company-balance-movements/export', icon: 'FileDownload', permission: 'company-balance-movements.export' }, // custom page (list + export bar)
  // the report pages of shared reports/*.ts (one generic page, apps/web/src/pages/reports/report-page.tsx)
  ...REPORTS.map((r): MenuItemDef => ({
    id: `${r.name}-export`, group: 'reports', route: `${r.name}/export`, icon: r.icon, permission: r.permission,
    ...(r.roles ? { roles: r.roles } : {}), ...(r.selling ? { selling: true } : {}),
  })),
  // the point of sale's back office: branches, catalogues (generic engine screens), synced orders and turns
  { id: 'subsidiary-list', group: 'pos', route: 'subsidiary', icon: 'Storefront', permission: 'subsidiary.list' },
  ...POS_CATALOG_RESOURCES.map((r): MenuItemDef => ({ id: `${r.name}-list`, group: 'pos', route: r.name, icon: 'ListAlt', permission: 'pos-catalog.list' })),
  { id: 'receipt-layout-list', group: 'pos', route: 'receipt-layout', icon: 'Receipt', permission: 'pos-catalog.list' },
  { id: 'pos-order-list', group: 'pos', route: 'pos-order', icon: 'PointOfSale', permission: 'pos-order.list' },
  { id: 'pos-cash-register-turn-list', group: 'pos', route: 'pos-cash-register-turn', icon: 'PointOfSale', permission: 'pos-order.list' },
  { id: 'order-list', group: 'orders-store', route: 'order', icon: 'ShoppingCart', permission: 'order.list' },
  { id: 'order-draft-list', group: 'orders-store', route: 'order-draft', icon: 'ListAlt', permission: 'order.list' },
  { id: 'order-finalized-list', group: 'orders-store', route: 'order-finalized', icon: 'ListAlt', permission: 'order.list' },
  { id: 'order-rejected-list', group: 'orders-store', route: 'order-rejected', icon: 'ListAlt', permission: 'order.list' },
  { id: 'sales-list', group: 'orders-store', route: 'sales', icon: 'PointOfSale', permission: 'order.list', selling: true },
  { id: 'order-booking-list', group: 'orders_booking', route: 'order-booking', icon: 'EventAvailable', permission: 'order-booking.list' },
  { id: 'order-booking-draft-list', group: 'orders_booking', route: 'order-booking-draft', icon: 'ListAlt', permission: 'order-booking.list' },
  { id: 'order-booking-finalized-list', group: 'orders_booking', route: 'order-booking-finalized', icon: 'ListAlt', permission: 'order-booking.list' },
  { id: 'order-booking-rejected-list', group: 'orders_booking', route: 'order-booking-rejected', icon: 'ListAlt', permission: 'order-booking.list' },
  { id: 'order-booking-sales-list', group: 'orders_booking', route: 'order-booking-sales', icon: 'PointOfSale', permission: 'order-booking.list', selling: true },
  { id: 'digital-account-others-list', group: 'other_accounts', route: 'digital-account-others', icon: 'DevicesOther', permission: 'digital-account-others.list' },
  { id: 'digital-account-others-in-progress-list', group: 'other_accounts', route: 'digital-account-others-in-progress', icon: 'ListAlt', permission: 'digital-account-others.list' },
  { id: 'digital-account-others-finalized-list', group: 'other_accounts', route: 'digital-account-others-finalized', icon: 'ListAlt', permission: 'digital-account-others.list' },
  { id: 'digital-account-others-annulled-list', group: 'other_accounts', route: 'digital-account-others-annulled', icon: 'ListAlt', permission: 'digital-account-others.list' },
];

export interface MenuItem {
  id: string;
  route: string;
  icon: string;
}
export interface MenuGroup {
  id: string;
  icon: string;
  items: MenuItem[];
}
/** The menu as the server sends it: top-level items, then groups that have at least one visible item. */
export interface Menu {
  items: MenuItem[];
  groups: MenuGroup[];
}

export function buildMenu(role: string, has: (p: Permission) => boolean): Menu {
  const visible = MENU_ITEMS.filter(
    (item) => (item.permission === null || has(item.permission)) && (!item.roles || item.roles.includes(role))
      && !(item.selling && isBuyerRole(role)),
  );
  const strip = ({ id, route, icon }: MenuItemDef): MenuItem => ({ id, route, icon });
  return {
    items: visible.filter((i) => i.group === null).map(strip),
    groups: MENU_GROUPS.map((g) => ({ id: g.id, icon: g.icon, items: visible.filter((i) => i.group === g.id).map(strip) }))
      .filter((g) => g.items.length > 0),
  };
}
