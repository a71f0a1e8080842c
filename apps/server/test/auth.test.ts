import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    extend: (app) => app.get('/api/v1/test-boom', async () => { throw new Error('secret internal detail'); }),
  });
});
afterAll(() => ctx.close());

const login = (username: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: ip });

describe('login', () => {
  it('answers the session: token, profile, company, menu and configuration', async () => {
    const res = await login('distribuidor', DEMO_PASSWORD, '10.0.1.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.token).toBe('string');
    // the demo seeds distribuidor's balance through the ledger ($ 800.000 of approved consignments, less its demo
    // purchases, plus its commissions): the profile answers the balance the books hold
    const { balance } = (await ctx.database.db.execute(sql`SELECT balance FROM users WHERE username = 'distribuidor'`)).rows[0] as { balance: number };
    expect(body.profile).toMatchObject({ username: 'distribuidor', rol: { name: 'Distribuidor' }, level_grid: 1, accept_terms: false, parent_phone: '3001112233', balance: Number(balance) });
    expect(Number(balance)).toBeGreaterThan(0);
    expect(body.company).toMatchObject({ slug: 'demo', is_root: false });
    expect(body.menu.items.map((i: any) => i.id)).toContain('dashboard');
    expect(body.configuration).toHaveProperty('support_whatsapp_link');
  });

  it('places the root company at id 3 and flags it', async () => {
    const body = (await login('root', DEMO_PASSWORD, '10.0.1.2')).json();
    expect(body.company).toMatchObject({ id: 3, is_root: true });
    expect(body.profile.rol.name).toBe('Root');
  });

  it('refuses wrong credentials with 401 and one generic Spanish message', async () => {
    const wrongPassword = await login('admin', 'Nope#2026!!', '10.0.2.1');
    const unknownUser = await login('nobody-here', 'Nope#2026!!', '10.0.2.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ success: false, msg: 'Usuario o contraseña incorrectos.', token: null });
    expect(unknownUser.json().msg).toBe(wrongPassword.json().msg);
  });

  it('throttles five failures in a minute for one username, whatever the address', async () => {
    for (let i = 0; i < 5; i++) expect((await login('renovaciones', 'bad-password', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await login('renovaciones', DEMO_PASSWORD, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toMatch(/intentos/);
  });

  it('does not lock an address after five failures of different usernames (login-throttle.test.ts: 30 per address)', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`ghost${i}`, 'bad-password', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('cliente', DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('invalidates older tokens when the user logs in again', async () => {
    const first = await ctx.as('subdistribuidor');
    expect((await first.post('/api/v1/auth/info', {})).statusCode).toBe(200);
    const second = await ctx.as('subdistribuidor');
    const stale = await first.post('/api/v1/auth/info', {});
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ success: false, code: 'SESSION_REPLACED' });
    expect(stale.json().msg).toMatch(/otro lugar/);
    expect((await second.post('/api/v1/auth/info', {})).statusCode).toBe(200);
  });

  it('refuses requests without a token or with a forged one', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/info', payload: {} })).statusCode).toBe(401);
    const forged = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/info', payload: {}, headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().success).toBe(false);
  });
});

describe('envelope and errors', () => {
  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: '{"username": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, token: null });
    expect(res.json().msg).toMatch(/JSON/);
  });

  it('lists unknown fields and wrong types with 422', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.post('/api/v1/admin/bank', { name: 42, colour: 'red' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(['colour', 'name']);
    expect(body.msg).toMatch(/Existen campos con errores/);
    const list = await admin.post('/api/v1/admin/bank/list', {});
    expect(list.json().items.some((b: any) => b.colour)).toBe(false);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, msg: 'La ruta solicitada no existe.', token: null });
  });

  it('hides the details of an unexpected error behind "Ha ocurrido un error"', async () => {
    const admin = await ctx.as('admin');
    const res = await admin.get('/api/v1/test-boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, msg: 'Ha ocurrido un error', token: null });
    expect(res.body).not.toContain('secret internal detail');
  });

  it('publishes the OpenAPI document of every route', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/login', '/api/v1/admin/bank/list', '/api/v1/admin/link-tutorial/{id}', '/api/v1/admin/logs/list', '/api/v1/auth/roles-by-user/{id}']) {
      expect(paths).toContain(p);
    }
  });
});
