import { MENU_ITEMS, REPORTS, RESOURCES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { mergeExtensions, ownCreatePages } from './feature-extensions.tsx';
import { resolveRoutes } from './feature-routes.ts';
import { FEATURES } from './features.ts';

const routes = resolveRoutes(FEATURES, MENU_ITEMS);
const permissionOf = (path: string) => routes.find((r) => r.path === path)?.permission;

describe('feature routes', () => {
  it('every menu id a feature names exists, and no address is mounted twice', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the addresses and permissions of the custom pages', () => {
    const expected: Record<string, string | null> = {
      profile: null, resources: 'link-tutorial.list', settings: 'settings.list', 'config/company': 'company.get',
      'tools-app': null, 'perms-roles': 'roles.list', 'menu-roles': 'roles.list', 'distribuitors-net': 'distribuitors.list',
      'distribuitors-net/:id': 'distribuitors.list', 'digital-account/import': 'digital-account.import',
      'digital-account/import-profiles': 'digital-account.import', 'generate-digital-account': 'order.create',
      'profiles-list': 'profiles.list', 'config-prices': 'distribuitors.prices', catalog: 'distribuitors.prices',
      'distributor-prices/export': 'distribuitors.prices', 'balance-movements/export': 'balance-movements.export',
      'company-balance-movements/export': 'company-balance-movements.export',
      'redeemable-balance-user-redeem': 'redeemable-balance.redeem', 'redeemable-balance-sell': 'redeemable-balance.sell',
      'redeemable-balance-dist': 'redeemable-balance.assign',
      'redeemable-balance/sellers': 'redeemable-vendor-balance-movement.list',
      'redeemable-balance-redeem/export': 'redeemable-balance.export',
      // API keys and webhooks: every signed-in user manages its own (the server decides whose)
      'profile/integrations': null,
      ...Object.fromEntries(REPORTS.map((r) => [`${r.name}/export`, null])),
    };
    expect(Object.fromEntries(routes.map((r) => [r.path, r.permission]))).toEqual(expected);
  });

  it('the two pages that open wider than their menu entry say so', () => {
    expect(MENU_ITEMS.find((i) => i.route === 'config/company')?.permission).toBe('company.update');
    expect(permissionOf('config/company')).toBe('company.get');
    expect(MENU_ITEMS.find((i) => i.route === 'redeemable-balance/sellers')?.permission).toBe('redeemable-balance.assign');
    expect(permissionOf('redeemable-balance/sellers')).toBe('redeemable-vendor-balance-movement.list');
  });

  it('every menu entry opens a screen of the web app', () => {
    const served = new Set<string>([
      '',
      ...routes.map((r) => r.path),
      ...RESOURCES.map((d) => d.name),
      ...RESOURCES.flatMap((d) => d.status?.lists ?? []).map((l) => l.name),
      ...FEATURES.flatMap((f) => Object.keys(f.resourceLists ?? {})),
    ]);
    expect(MENU_ITEMS.filter((i) => !served.has(i.route)).map((i) => i.id)).toEqual([]);
  });

  it('an unknown menu id is refused', () => {
    expect(() => resolveRoutes([{ name: 'x', routes: [{ menu: 'no-such', page: () => null }] }], MENU_ITEMS)).toThrow(/no-such/);
  });
});

describe('feature extensions', () => {
  it('stacks the buttons two features add to one screen, and refuses two of the same single slot', () => {
    const A = () => null;
    const B = () => null;
    const merged = mergeExtensions([
      { name: 'a', extensions: { user: { editActions: A }, x: { showAside: A } } },
      { name: 'b', extensions: { user: { editActions: B } } },
    ]);
    expect(merged.user.editActions).not.toBe(A);
    expect(merged.x.showAside).toBe(A);
    expect(() => mergeExtensions([
      { name: 'a', extensions: { x: { showAside: A } } },
      { name: 'b', extensions: { x: { showAside: B } } },
    ])).toThrow(/x\.showAside/);
  });

  it('every read-only resource with its own create form is one of the shared resources', () => {
    const readOnly = new Set(RESOURCES.filter((d) => d.readOnly).map((d) => d.name));
    expect(Object.keys(ownCreatePages(FEATURES)).filter((r) => !readOnly.has(r))).toEqual([]);
    expect(Object.keys(mergeExtensions(FEATURES)).sort()).toEqual([
      'bank-account', 'company', 'consignments', 'consignments-company', 'coupons', 'digital-account', 'digital-account-others', 'distribuitors', 'order',
      'order-booking', 'profiles', 'redeemable-balance', 'renovation-ticket', 'report-fault-account', 'support-client',
      'support-ticket', 'template', 'template-company', 'user',
    ]);
  });
});
