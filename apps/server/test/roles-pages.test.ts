import { ALL_PERMISSIONS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

const groupOf = async (role: string) => (await admin.get('/api/v1/admin/perms-roles')).json().items.find((g: any) => g.role === role);

describe('perms-roles', () => {
  it('lists the company\'s groups with their permissions, menu ids and the catalogue', async () => {
    const res = await admin.get('/api/v1/admin/perms-roles');
    expect(res.statusCode, res.body).toBe(200);
    const { items, catalogue } = res.json();
    expect(items.map((g: any) => g.name)).toEqual(['Admin', 'Distribuidor', 'Cliente', 'Renovaciones', 'Publico', 'Cajero']);
    expect(catalogue.permissions).toEqual(ALL_PERMISSIONS);
    const dist = items.find((g: any) => g.role === 'Distribuidor');
    expect(dist.permissions).toContain('distribuitors.list');
    expect(dist.menu).toEqual(expect.arrayContaining(['dashboard', 'distribuitors-list', 'distribuitors-net-list']));
    expect(dist.menu).not.toContain('bank-list');
    expect(dist.users_count).toBe(2);
  });

  it('saves a group\'s permissions, logs the change, and the members\' menus follow', async () => {
    const dist = await groupOf('Distribuidor');
    const res = await admin.put(`/api/v1/admin/perms-roles/${dist.id}`, { permissions: [...dist.permissions.filter((p: string) => p !== 'distribuitors.list'), 'bank.list'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.menu).toContain('bank-list');
    expect(res.json().item.menu).not.toContain('distribuitors-list');
    const member = await ctx.as('distribuidor');
    const ids = [...member.profile.permissions];
    expect(ids).toContain('bank.list');
    expect((await member.post('/api/v1/admin/distribuitors/list', {})).statusCode).toBe(403);
    const logs = (await admin.post('/api/v1/admin/logs/list', { data: { object_type: 'role-group', object_id: dist.id } })).json().items;
    expect(logs[0].text).toMatch(/Permisos del grupo/);
  });

  it('offers only the actions each resource really has, and fits the client group to a client', async () => {
    const { items, catalogue } = (await admin.get('/api/v1/admin/perms-roles')).json();
    expect(catalogue.resource_actions.bank).toEqual(['list', 'get', 'create', 'update', 'delete', 'export', 'search']);
    expect(catalogue.permissions).not.toContain('bank.renew');
    // the report pages check reports.export (modules/reports); the point of sale's own calls check pos.* (modules/pos)
    expect(catalogue.resource_actions.reports).toEqual(['export']);
    expect(catalogue.resource_actions.pos).toEqual(['get', 'create', 'close', 'open']);
    const client = items.find((g: any) => g.role === 'Cliente');
    expect(client.menu).toEqual(expect.arrayContaining(['generate-digital-account', 'profiles-list', 'consignments-list', 'support-client-list']));
    expect(client.menu).not.toContain('sales-list');
    expect(client.menu).not.toContain('order-booking-list');
    expect(catalogue.menu.find((m: any) => m.id === 'sales-list')).toMatchObject({ permission: 'order.list', selling: true });
  });

  it('refuses unknown permissions, and permissions the admin does not hold', async () => {
    const client = await groupOf('Cliente');
    const unknown = await admin.put(`/api/v1/admin/perms-roles/${client.id}`, { permissions: ['bank.volar'] });
    expect(unknown.statusCode).toBe(422);
    // a pair of known words that the resource does not have is unknown too
    expect((await admin.put(`/api/v1/admin/perms-roles/${client.id}`, { permissions: [...client.permissions, 'bank.renew'] })).statusCode).toBe(422);
    const escalate = await admin.put(`/api/v1/admin/perms-roles/${client.id}`, { permissions: [...client.permissions, 'company.create'] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().msg).toMatch(/company.create/);
  });

  it('creates and removes custom groups, never a role\'s default group', async () => {
    const made = await admin.post('/api/v1/admin/perms-roles', { name: 'Soporte', permissions: ['support-ticket.list', 'support-ticket.get'] });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().item).toMatchObject({ name: 'Soporte', role: null, menu: expect.arrayContaining(['support-ticket-list']) });
    expect((await admin.post('/api/v1/admin/perms-roles', { name: 'soporte' })).statusCode).toBe(409);
    expect((await admin.del(`/api/v1/admin/perms-roles/${made.json().item.id}`)).statusCode).toBe(200);
    const adminGroup = await groupOf('Admin');
    expect((await admin.del(`/api/v1/admin/perms-roles/${adminGroup.id}`)).statusCode).toBe(409);
  });

  it('answers 404 for another company\'s group and 403 without the permission', async () => {
    const root = await ctx.as('root');
    const rootGroups = (await root.get('/api/v1/admin/perms-roles')).json().items;
    expect(rootGroups.map((g: any) => g.role)).toContain('Root');
    expect((await admin.get(`/api/v1/admin/perms-roles/${rootGroups[0].id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/v1/admin/perms-roles/${rootGroups[0].id}`, { permissions: [] })).statusCode).toBe(404);
    const dist = await ctx.as('subdistribuidor');
    expect((await dist.get('/api/v1/admin/perms-roles')).statusCode).toBe(403);
  });
});

describe('menu-roles', () => {
  it('shows which menu ids each group sees and saves a group\'s menu through its permissions', async () => {
    const res = await admin.get('/api/v1/admin/menu-roles');
    expect(res.statusCode).toBe(200);
    const { items, menu } = res.json();
    expect(menu.find((m: any) => m.id === 'clients-list')).toMatchObject({ group: 'customers', permission: 'clients.list' });
    const renov = items.find((g: any) => g.role === 'Renovaciones');
    expect(renov.menu).toContain('renovation-ticket-to-be-renewed-list');
    expect(renov).not.toHaveProperty('permissions');

    const saved = await admin.put(`/api/v1/admin/menu-roles/${renov.id}`, { menu: ['dashboard', 'notice-list', 'bank-list'] });
    expect(saved.statusCode, saved.body).toBe(200);
    // entries without a permission (dashboard, profile, tools-app) are always there; 'resources' went with link-tutorial.list
    expect(saved.json().item.menu.sort()).toEqual(['bank-list', 'dashboard', 'notice-list', 'profile', 'tools-app']);
    const perms = (await admin.get(`/api/v1/admin/perms-roles/${renov.id}`)).json().item.permissions;
    expect(perms).toContain('bank.list');
    expect(perms).not.toContain('renovation-ticket.list');
    // permissions no menu entry needs stay as they were
    expect(perms).toContain('renovation-ticket.renew');
    expect((await admin.put(`/api/v1/admin/menu-roles/${renov.id}`, { menu: ['no-existe'] })).statusCode).toBe(422);
  });
});
