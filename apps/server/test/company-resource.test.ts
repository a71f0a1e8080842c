import { CONFIG_DEFAULTS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let root: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  root = await ctx.as('root');
});
afterAll(() => ctx.close());

describe('company resource', () => {
  it('creates a company with its role groups and settings, ready for its first admin', async () => {
    const res = await root.post('/api/v1/admin/company', { name: 'Streaming Andino S.A.S.' });
    expect(res.statusCode, res.body).toBe(201);
    const company = res.json().item;
    expect(company).toMatchObject({ name: 'Streaming Andino S.A.S.', slug: 'streaming-andino-s-a-s', is_root: false, active: true, balance: 0 });

    const onIt = (method: string, url: string, body?: unknown) => root.request(method, url, body, { 'x-tenant': String(company.id) });
    const groups = (await onIt('GET', '/api/v1/admin/perms-roles')).json().items;
    expect(groups.map((g: any) => g.role)).toEqual(['Admin', 'Distribuidor', 'Cliente', 'Renovaciones', 'Publico', 'Cajero']);
    const settings = (await onIt('GET', '/api/v1/admin/settings')).json().items.map((s: any) => s.name);
    expect(settings.sort()).toEqual(CONFIG_DEFAULTS.map((d) => d.name).sort());

    const admin = await onIt('POST', '/api/v1/admin/user', { name: 'Admin Andino', username: 'adminandino', password: DEMO_PASSWORD, rol: 'Admin' });
    expect(admin.statusCode, admin.body).toBe(201);
    const session = await ctx.as('adminandino');
    expect(session.profile.company_id).toBe(company.id);
    expect(session.profile.permissions).toContain('bank.create');
    expect(session.profile.permissions).not.toContain('company.list');
  });

  it('refuses duplicate slugs, and keeps the root company active and in place', async () => {
    const dup = await root.post('/api/v1/admin/company', { name: 'Demo' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toMatch(/slug/);
    expect((await root.post('/api/v1/admin/company/3', { active: false })).statusCode).toBe(422);
    const del = await root.del('/api/v1/admin/company/3');
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe('La empresa raíz no se puede eliminar.');
  });

  it('refuses to remove a company that has users, and removes an empty one with what it was born with', async () => {
    const admin = await ctx.as('admin');
    const demo = await root.del(`/api/v1/admin/company/${admin.profile.company_id}`);
    expect(demo.statusCode).toBe(409);
    expect(demo.json().msg).toMatch(/usuarios/);
    const empty = (await root.post('/api/v1/admin/company', { name: 'Empresa Vacía', slug: 'vacia' })).json().item;
    expect((await root.del(`/api/v1/admin/company/${empty.id}`)).statusCode).toBe(200);
    expect((await root.get(`/api/v1/admin/company/${empty.id}`)).statusCode).toBe(404);
  });

  it('is a platform screen: company admins get 403', async () => {
    const admin = await ctx.as('admin');
    expect((await admin.post('/api/v1/admin/company/list', {})).statusCode).toBe(403);
    expect((await admin.post('/api/v1/admin/company', { name: 'Intento' })).statusCode).toBe(403);
  });
});
