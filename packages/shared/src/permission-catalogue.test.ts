import { describe, expect, it } from 'vitest';
import { MENU_ITEMS } from './menu.ts';
import { ALL_PERMISSIONS, RESOURCE_ACTIONS, isKnownPermission, resourceActions } from './permission-catalogue.ts';
import { ROLES, DEFAULT_ROLE_PERMISSIONS } from './roles.ts';

describe('permission catalogue: only the actions each resource really has', () => {
  it('a plain record has its CRUD, export and search, and nothing else ("Renovar" is not a bank\'s)', () => {
    expect(resourceActions('bank')).toEqual(['list', 'get', 'create', 'update', 'delete', 'export', 'search']);
    expect(isKnownPermission('bank.renew')).toBe(false);
    expect(isKnownPermission('bank.finalize')).toBe(false);
  });

  it('a read-only document has its reads, its workflow actions and the routes of its module', () => {
    expect(resourceActions('order')).toEqual(['list', 'get', 'create', 'export', 'finalize', 'reject', 'annul', 'search']);
    expect(resourceActions('consignments')).toEqual(expect.arrayContaining(['finalize', 'reject', 'reverse', 'update']));
    expect(resourceActions('consignments')).not.toContain('annul');
  });

  it('secret fields bring show_observations; module-only resources have their routes\' actions', () => {
    expect(resourceActions('digital-account')).toContain('show_observations');
    expect(resourceActions('bank')).not.toContain('show_observations');
    expect(resourceActions('roles')).toEqual(['list', 'get', 'create', 'update', 'delete']);
    expect(resourceActions('settings')).toEqual(['list', 'update']);
    expect(resourceActions('distribuitors')).toContain('prices');
  });

  it('lists every pair once and leaves out resources nothing serves', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const [resource, actions] of Object.entries(RESOURCE_ACTIONS)) expect(actions?.length, resource).toBeGreaterThan(0);
    expect(ALL_PERMISSIONS.length).toBeLessThan(Object.keys(RESOURCE_ACTIONS).length * 12);
  });

  it('every menu entry and every role default names a permission that exists', () => {
    for (const item of MENU_ITEMS) if (item.permission) expect(isKnownPermission(item.permission), item.id).toBe(true);
    for (const role of ROLES) for (const p of DEFAULT_ROLE_PERMISSIONS[role]) expect(isKnownPermission(p), `${role}: ${p}`).toBe(true);
    expect(DEFAULT_ROLE_PERMISSIONS.Root).toEqual(ALL_PERMISSIONS);
  });
});
