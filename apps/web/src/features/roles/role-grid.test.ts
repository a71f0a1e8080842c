import { ALL_PERMISSIONS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { actionsByResource, gridActions, menuItemAllowed, type CatalogueMenuItem } from './role-grid.ts';

describe('the permission grid', () => {
  it('offers each resource only the actions of the catalogue ("Renovar" is not a bank\'s)', () => {
    const offered = actionsByResource({ permissions: ALL_PERMISSIONS });
    expect([...offered.get('bank')!].sort()).toEqual(['create', 'delete', 'export', 'get', 'list', 'search', 'update']);
    expect(offered.get('order')!.has('annul')).toBe(true);
    expect(offered.get('order')!.has('delete')).toBe(false);
    expect([...offered.get('reports')!]).toEqual(['export']);
    expect([...offered.get('pos')!]).toEqual(['get', 'create', 'close', 'open']);
  });

  it('puts search beside the other reads', () => {
    expect(gridActions(['list', 'get', 'create', 'finalize', 'search', 'prices'])).toEqual(['list', 'get', 'search', 'create', 'finalize', 'prices']);
    expect(gridActions(['list', 'get'])).toEqual(['list', 'get']);
  });
});

describe('menu entries a group can show', () => {
  const sales: CatalogueMenuItem = { id: 'sales-list', group: 'orders-store', route: 'sales', icon: 'PointOfSale', permission: 'order.list', roles: null, selling: true };
  it('a selling screen never shows to buyer groups, whatever they hold', () => {
    expect(menuItemAllowed(sales, { role: 'Cliente' })).toBe(false);
    expect(menuItemAllowed(sales, { role: 'Publico' })).toBe(false);
    expect(menuItemAllowed(sales, { role: 'Distribuidor' })).toBe(true);
    expect(menuItemAllowed(sales, { role: null })).toBe(true);
  });
});
