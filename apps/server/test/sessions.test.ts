import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { callerFor } from './sales-helpers.ts';

/**
 * Every password change or reset ends all of the user's sessions (the user who changed its
 * own gets a fresh token that keeps it signed in), and `POST /api/v1/auth/logout` ends the current one.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.1` });

/** Whether a token still opens a session (auth/info is the cheapest signed-in call). */
const works = async (caller: Caller) => (await caller.post('/api/v1/auth/info', {})).statusCode;

describe('a password change ends the sessions', () => {
  it('own change: the old token gets 401, the token in the answer keeps the user signed in', async () => {
    const me = await ctx.as('cliente');
    expect(await works(me)).toBe(200);
    const res = await me.post(`/api/v1/user/${me.profile.id}`, { password: 'Propia#Clave2026' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.msg).toBe('La contraseña se modifico correctamente.');
    expect(typeof body.token).toBe('string');
    expect(body.token).not.toBe(me.token);
    const stale = await me.post('/api/v1/auth/info', {});
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ success: false, token: null });
    const fresh = callerFor(ctx, body.token);
    const info = await fresh.post('/api/v1/auth/info', {});
    expect(info.statusCode).toBe(200);
    expect(info.json().profile.username).toBe('cliente');
    expect((await login('cliente', 'Propia#Clave2026')).statusCode).toBe(200);
  });

  it('set by an admin: the user\'s token gets 401, the admin stays signed in and gets no token of the user', async () => {
    const admin = await ctx.as('admin');
    const sub = await ctx.as('subdistribuidor');
    expect(await works(sub)).toBe(200);
    const res = await admin.post(`/api/v1/user/${sub.profile.id}`, { password: 'Asignada#Clave2026' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().token).toBeNull();
    expect(await works(sub)).toBe(401);
    expect(await works(admin)).toBe(200);
    expect((await login('subdistribuidor', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('subdistribuidor', 'Asignada#Clave2026')).statusCode).toBe(200);
  });

  it('recovery reset: every open session of the user gets 401', async () => {
    const dist = await ctx.as('distribuidor');
    expect(await works(dist)).toBe(200);
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { username: 'distribuidor' } });
    expect(asked.statusCode).toBe(200);
    const admin = await ctx.as('admin');
    const outbox = (await admin.post('/api/v1/admin/mail-outbox/list', {})).json();
    const mail = outbox.items.find((m: any) => m.to_address === 'distribuidor@demo.local');
    const token = mail.body.match(/token=([A-Za-z0-9_-]+)/)[1];
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'Recuperada#Clave2026' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().token).toBeNull();
    expect(await works(dist)).toBe(401);
    expect((await login('distribuidor', 'Recuperada#Clave2026')).statusCode).toBe(200);
  });

  it('a refused change (weak password) leaves the session open', async () => {
    const me = await ctx.as('renovaciones');
    expect((await me.post(`/api/v1/user/${me.profile.id}`, { password: 'debil' })).statusCode).toBe(422);
    expect(await works(me)).toBe(200);
  });
});

describe('logout', () => {
  it('ends the current session on the server: the old token then gets 401', async () => {
    const me = await ctx.as('super');
    expect(await works(me)).toBe(200);
    const res = await me.post('/api/v1/auth/logout', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, token: null });
    expect(res.json().msg).toMatch(/sesión/i);
    expect(await works(me)).toBe(401);
    expect((await me.post('/api/v1/admin/bank/list', {})).statusCode).toBe(401);
    // signing in again works as always
    expect(await works(await ctx.as('super'))).toBe(200);
  });

  it('also accepts a call with no body, and refuses one without a session', async () => {
    const me = await ctx.as('root');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${me.token}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await works(me)).toBe(401);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().success).toBe(false);
  });
});
