import type { Permission } from './permissions.ts';

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
}

/**
 * Every screen that exists in the web app and belongs in the menu. A screen is listed here only once it
 * works: the server builds each user's menu from this list and their permissions.
 */
export const MENU_ITEMS: MenuItemDef[] = [
  { id: 'dashboard', group: null, route: '', icon: 'Dashboard', permission: null },
  { id: 'resources', group: null, route: 'resources', icon: 'MenuBook', permission: 'link-tutorial.list' },
  { id: 'notice-list', group: 'configure', route: 'notice', icon: 'Campaign', permission: 'notice.list' },
  { id: 'link-tutorial-list', group: 'configure', route: 'link-tutorial', icon: 'OndemandVideo', permission: 'link-tutorial.list' },
  { id: 'bank-list', group: 'configure', route: 'bank', icon: 'AccountBalance', permission: 'bank.list' },
  { id: 'mail-outbox-list', group: 'security', route: 'mail-outbox', icon: 'Outbox', permission: 'mail-outbox.list' },
  { id: 'logs-list', group: 'security', route: 'logs', icon: 'History', permission: 'logs.list' },
  { id: 'pending-distributors-list', group: 'distributors', route: 'pending-distributors', icon: 'PersonAdd', permission: 'user.activate' },
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
    (item) => (item.permission === null || has(item.permission)) && (!item.roles || item.roles.includes(role)),
  );
  const strip = ({ id, route, icon }: MenuItemDef): MenuItem => ({ id, route, icon });
  return {
    items: visible.filter((i) => i.group === null).map(strip),
    groups: MENU_GROUPS.map((g) => ({ id: g.id, icon: g.icon, items: visible.filter((i) => i.group === g.id).map(strip) }))
      .filter((g) => g.items.length > 0),
  };
}
