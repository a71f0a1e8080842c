import { describe, expect, it } from 'vitest';
import { buildMenu } from './menu.ts';
import { DEFAULT_ROLE_PERMISSIONS, type RoleName } from './roles.ts';

/** The menu ids a user of `role` with the role's default permissions sees. */
function menuOf(role: RoleName): string[] {
  const held = new Set<string>(DEFAULT_ROLE_PERMISSIONS[role]);
  const menu = buildMenu(role, (p) => held.has(p));
  return [...menu.items, ...menu.groups.flatMap((g) => g.items)].map((i) => i.id);
}

describe('a client\'s default menu fits a client', () => {
  it.each<RoleName>(['Cliente', 'Publico'])('%s buys, sees its profiles, top-ups, tickets, faults, movements and profile', (role) => {
    expect(menuOf(role)).toEqual(expect.arrayContaining([
      'dashboard', 'profile', 'generate-digital-account', 'profiles-list', 'order-list', 'consignments-list',
      'support-client-list', 'report-fault-account-list', 'balance-movements-list',
    ]));
  });

  it.each<RoleName>(['Cliente', 'Publico'])('%s sees nothing of selling or of the company\'s configuration', (role) => {
    const menu = menuOf(role);
    for (const id of [
      'sales-list', 'order-booking-list', 'order-booking-sales-list', 'distribuitors-list', 'distribuitors-net-list',
      'clients-list', 'config-prices', 'distributor-prices-export', 'support-ticket-list', 'notice-list', 'link-tutorial-list',
      'redeemable-vendor-balance-movement-list',
    ]) expect(menu, id).not.toContain(id);
    expect(DEFAULT_ROLE_PERMISSIONS[role]).not.toContain('order-booking.create');
    // buying needs these: the purchase route, its catalogue and the delivered units
    expect(DEFAULT_ROLE_PERMISSIONS[role]).toEqual(expect.arrayContaining(['order.create', 'order.get', 'profiles.list']));
  });

  it('a distributor keeps its selling screens', () => {
    expect(menuOf('Distribuidor')).toEqual(expect.arrayContaining([
      'sales-list', 'order-booking-list', 'distribuitors-list', 'clients-list', 'config-prices', 'generate-digital-account',
    ]));
  });
});
