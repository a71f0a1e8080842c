import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(() => ctx.close());

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.1` });

describe('password change', () => {
  it.each([
    ['Corta#1A', 'La contraseña debe tener más de 8 caracteres'],
    ['sinnumero#A', 'La contraseña debe tener al menos un número'],
    ['sinmayuscula#1', 'La contraseña debe tener al menos una letra mayúscula'],
    ['SinEspecial12', 'La contraseña debe tener al menos un carácter especial'],
  ])('refuses %s with "%s" and keeps the old one', async (password, message) => {
    const me = await ctx.as('cliente');
    const res = await me.post(`/api/v1/user/${me.profile.id}`, { password });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toBe(message);
    expect((await login('cliente', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the own password with the confirmation message', async () => {
    const me = await ctx.as('cliente');
    const res = await me.post(`/api/v1/user/${me.profile.id}`, { password: 'Nueva#Clave2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('La contraseña se modifico correctamente.');
    expect((await login('cliente', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('cliente', 'Nueva#Clave2026')).statusCode).toBe(200);
  });

  it('does not let a distributor change someone else\'s password', async () => {
    const dist = await ctx.as('distribuidor');
    const sub = await ctx.as('subdistribuidor');
    expect((await dist.post(`/api/v1/user/${sub.profile.id}`, { password: 'Otra#Clave2026' })).statusCode).toBe(403);
  });
});

describe('terms', () => {
  it('serves the blocks and records the acceptance', async () => {
    const me = await ctx.as('renovaciones');
    const terms = (await me.get('/api/v1/terms-and-conditions')).json();
    expect(terms.item.blocks[0]).toEqual({ type: 'title', value: 'Términos y condiciones de uso' });
    expect(terms.item.blocks.some((b: any) => b.type === 'text-bullets' && b.value.text.length > 0)).toBe(true);
    expect(me.profile.accept_terms).toBe(false);
    expect((await me.post('/api/v1/accept-terms', {})).statusCode).toBe(200);
    expect((await me.post('/api/v1/auth/info', {})).json().profile.accept_terms).toBe(true);
  });
});

describe('roles by user', () => {
  it('lists the company groups with the selected ones and saves a new selection', async () => {
    const admin = await ctx.as('admin');
    const sub = await ctx.as('subdistribuidor');
    const roles = (await admin.get(`/api/v1/auth/roles-by-user/${sub.profile.id}`)).json().roles;
    expect(roles.find((r: any) => r.selected).name).toBe('Distribuidor');
    const renovaciones = roles.find((r: any) => r.name === 'Renovaciones');
    const saved = await admin.post(`/api/v1/auth/roles-by-user/${sub.profile.id}`, { roles: [renovaciones.id] });
    expect(saved.json().roles.filter((r: any) => r.selected).map((r: any) => r.name)).toEqual(['Renovaciones']);
    const fresh = await ctx.as('subdistribuidor');
    expect(fresh.profile.permissions).toContain('renovation-ticket.renew');
    expect(fresh.profile.permissions).not.toContain('consignments.create');
  });

  it('refuses groups of another company', async () => {
    const admin = await ctx.as('admin');
    const root = await ctx.as('root');
    const rootGroups = (await root.get(`/api/v1/auth/roles-by-user/${root.profile.id}`)).json().roles;
    const res = await admin.post(`/api/v1/auth/roles-by-user/${admin.profile.id}`, { roles: [rootGroups[0].id] });
    expect(res.statusCode).toBe(422);
    expect((await admin.get(`/api/v1/auth/roles-by-user/${root.profile.id}`)).statusCode).toBe(404);
  });
});

describe('password recovery', () => {
  it('mails a one-time link to the outbox and resets with it once', async () => {
    const req = await ctx.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { username: 'distribuidor' } });
    expect(req.statusCode).toBe(200);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { username: 'nadie' } });
    expect(unknown.json().msg).toBe(req.json().msg);

    const admin = await ctx.as('admin');
    const outbox = (await admin.post('/api/v1/admin/mail-outbox/list', {})).json();
    const mail = outbox.items.find((m: any) => m.to_address === 'distribuidor@demo.local');
    expect(mail.subject).toBe('Recupera tu contraseña');
    const token = mail.body.match(/token=([A-Za-z0-9_-]+)/)[1];

    const weak = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'debil' } });
    expect(weak.statusCode).toBe(422);
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'Recuperada#2026' } });
    expect(ok.statusCode).toBe(200);
    expect((await login('distribuidor', 'Recuperada#2026')).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/reset', payload: { token, password: 'OtraVez#2026' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().msg).toMatch(/no es válido o ya venció/);
  });
});

describe('distributor registration', () => {
  const form = {
    seller_code: 'dist01', name: 'Nueva Distribuidora', username: 'nueva.dist', email: 'nueva@demo.local',
    phone: '3105556677', password: 'Registro#2026', data_policy: true,
  };

  it('creates an inactive distributor under the seller code, for an admin to activate', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register-distributor', payload: form });
    expect(res.statusCode).toBe(201);
    expect(res.json().item.active).toBe(false);
    const blocked = await login('nueva.dist', 'Registro#2026');
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().msg).toMatch(/no está activa/);

    const admin = await ctx.as('admin');
    const pending = (await admin.post('/api/v1/admin/pending-distributors/list', {})).json();
    const row = pending.items.find((u: any) => u.username === 'nueva.dist');
    expect(row.parent_name).toBe('Distribuidor Uno');
    expect((await admin.post(`/api/v1/admin/user/${row.id}/activate`, {})).statusCode).toBe(200);

    const active = await login('nueva.dist', 'Registro#2026');
    expect(active.statusCode).toBe(200);
    expect(active.json().profile).toMatchObject({ level_grid: 2, rol: { name: 'Distribuidor' }, parent_phone: '3004445566' });
  });

  it('refuses an unknown seller code, a taken username and a missing consent', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/auth/register-distributor', payload: { ...form, seller_code: 'NOEXISTE', username: 'otro.user' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.seller_code).toBeDefined();
    const taken = await ctx.app.inject({ method: 'POST', url: '/api/auth/register-distributor', payload: { ...form, username: 'ADMIN' } });
    expect(taken.statusCode).toBe(409);
    const noConsent = await ctx.app.inject({ method: 'POST', url: '/api/auth/register-distributor', payload: { ...form, username: 'otro.user', data_policy: false } });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors.data_policy).toMatch(/datos personales/);
  });
});

describe('settings and company (root)', () => {
  it('edits typed settings and the company name', async () => {
    const root = await ctx.as('root');
    const items = (await root.get('/api/v1/admin/settings')).json().items;
    expect(items.map((i: any) => i.name)).toEqual(expect.arrayContaining(['penalty_amount', 'minimum_value', 'renewal_notice_days', 'orders_to_reward', 'coupon_value', 'support_whatsapp_link']));
    const bad = await root.put('/api/v1/admin/settings', { values: { renewal_notice_days: 'mucho' } });
    expect(bad.statusCode).toBe(422);
    const ok = await root.put('/api/v1/admin/settings', { values: { renewal_notice_days: 5, support_whatsapp_link: 'https://wa.me/573001112233' } });
    expect(ok.json().configuration).toMatchObject({ renewal_notice_days: 5, support_whatsapp_link: 'https://wa.me/573001112233' });
    const renamed = await root.put('/api/v1/admin/config/company', { name: 'Plataforma Central' });
    expect(renamed.json().item.name).toBe('Plataforma Central');
  });
});
