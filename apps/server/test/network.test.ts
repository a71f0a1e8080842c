import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

/** Distributor subtree visibility (DOMAIN.md: a distributor sees only its own subtree, never siblings). */
let ctx: TestContext;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let sibling: Caller;
let siblingClientId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  dist = await ctx.as('distribuidor');
  sub = await ctx.as('subdistribuidor');
  const made = await admin.post('/api/v1/admin/user', { name: 'Distribuidor Hermano', username: 'hermano', password: DEMO_PASSWORD, rol: 'Distribuidor' });
  expect(made.statusCode, made.body).toBe(201);
  sibling = await ctx.as('hermano');
  const client = await admin.post('/api/v1/admin/user', {
    name: 'Cliente del Hermano', username: 'clientehermano', password: DEMO_PASSWORD, rol: 'Cliente', parent_id: sibling.profile.id,
  });
  expect(client.statusCode, client.body).toBe(201);
  siblingClientId = client.json().item.id;
});
afterAll(() => ctx.close());

const names = (res: { json: () => any }) => res.json().items.map((r: any) => r.username).sort();

describe('distribuitors', () => {
  it('shows staff every distributor of the company with its network figures', async () => {
    const res = await admin.post('/api/v1/admin/distribuitors/list', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(['distribuidor', 'hermano', 'subdistribuidor']);
    const first = res.json().items.find((r: any) => r.username === 'distribuidor');
    // its children: subdistribuidor and the demo store client of /store/DIST01 (seed-store-checkout.ts)
    expect(first).toMatchObject({ level_grid: 1, parent_name: 'Administrador Demo', children_count: 2, codeuser: 'DIST01' });
    expect(first).toHaveProperty('price_group_name');
    expect(first).toHaveProperty('balance');
    expect(JSON.stringify(res.json())).not.toContain('password_hash');
  });

  it('shows a distributor only the distributors below it, never itself or a sibling', async () => {
    expect(names(await dist.post('/api/v1/admin/distribuitors/list', {}))).toEqual(['subdistribuidor']);
    expect(names(await sub.post('/api/v1/admin/distribuitors/list', {}))).toEqual([]);
    expect(names(await sibling.post('/api/v1/admin/distribuitors/list', {}))).toEqual([]);
    const detail = await dist.get(`/api/v1/admin/distribuitors/${sub.profile.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().item).toMatchObject({ username: 'subdistribuidor', level_grid: 2, parent_name: 'Distribuidor Uno', children_count: 1 });
    expect((await dist.get(`/api/v1/admin/distribuitors/${sibling.profile.id}`)).statusCode).toBe(404);
    expect((await dist.get(`/api/v1/admin/distribuitors/${dist.profile.id}`)).statusCode).toBe(404);
    expect((await sub.get(`/api/v1/admin/distribuitors/${dist.profile.id}`)).statusCode).toBe(404);
  });

  it('sorts and filters by computed columns', async () => {
    const res = await admin.post('/api/v1/admin/distribuitors/list', { _order: { field: 'children_count', direction: 'DESC' } });
    expect(res.statusCode, res.body).toBe(200);
    const counts = res.json().items.map((r: any) => r.children_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byParent = await admin.post('/api/v1/admin/distribuitors/list', { data: { parent_id: dist.profile.id } });
    expect(names(byParent)).toEqual(['subdistribuidor']);
  });
});

describe('clients', () => {
  it('shows each distributor the clients of its own subtree only', async () => {
    expect(names(await admin.post('/api/v1/admin/clients/list', {}))).toEqual(['cliente', 'clientehermano']);
    expect(names(await dist.post('/api/v1/admin/clients/list', {}))).toEqual(['cliente']);
    expect(names(await sub.post('/api/v1/admin/clients/list', {}))).toEqual(['cliente']);
    expect(names(await sibling.post('/api/v1/admin/clients/list', {}))).toEqual(['clientehermano']);
    expect((await dist.get(`/api/v1/admin/clients/${siblingClientId}`)).statusCode).toBe(404);
    const own = (await sub.post('/api/v1/admin/clients/list', {})).json().items[0];
    expect(own.parent_name).toBe('Subdistribuidor Dos');
  });

  it('refuses clients the list without its permission', async () => {
    const client = await ctx.as('cliente');
    expect((await client.post('/api/v1/admin/clients/list', {})).statusCode).toBe(403);
  });
});

describe('distribuitors-net', () => {
  it('gives a distributor its subtree as a tree rooted at itself', async () => {
    const res = await dist.get('/api/v1/admin/distribuitors-net/tree');
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(2);
    expect(items.map((n: any) => n.username)).toEqual(['distribuidor']);
    expect(items[0].children.map((n: any) => n.username)).toEqual(['subdistribuidor']);
    expect(items[0].children[0].children).toEqual([]);
    const withClients = (await dist.get('/api/v1/admin/distribuitors-net/tree?clients=true')).json();
    expect(withClients.items[0].children[0].children.map((n: any) => n.username)).toEqual(['cliente']);
    expect(JSON.stringify(withClients)).not.toContain('hermano');
  });

  it('gives staff the whole company network, and any node on request', async () => {
    const res = (await admin.get('/api/v1/admin/distribuitors-net/tree')).json();
    expect(res.items.map((n: any) => n.username).sort()).toEqual(['distribuidor', 'hermano']);
    const node = await admin.get(`/api/v1/admin/distribuitors-net/${sibling.profile.id}?clients=true`);
    expect(node.statusCode).toBe(200);
    expect(node.json().item.children.map((n: any) => n.username)).toEqual(['clientehermano']);
    const flat = (await admin.post('/api/v1/admin/distribuitors-net/list', { data: { clients: true } })).json();
    expect(flat.items.find((n: any) => n.username === 'subdistribuidor')).toMatchObject({ parent_id: dist.profile.id, children_count: 1 });
  });

  it('answers 404 for a node outside the viewer\'s subtree', async () => {
    expect((await dist.get(`/api/v1/admin/distribuitors-net/tree?root=${sibling.profile.id}`)).statusCode).toBe(404);
    expect((await sub.get(`/api/v1/admin/distribuitors-net/${dist.profile.id}`)).statusCode).toBe(404);
    const root = await ctx.as('root');
    expect((await dist.get(`/api/v1/admin/distribuitors-net/${root.profile.id}`)).statusCode).toBe(404);
    expect((await sub.get(`/api/v1/admin/distribuitors-net/${sub.profile.id}`)).statusCode).toBe(200);
  });
});
