import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertToCop } from '../src/modules/currency/currency-service.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let dist: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  dist = await ctx.as('distribuidor');
});
afterAll(() => ctx.close());

describe('profile', () => {
  it('reads and updates the signed-in user\'s own data, logged', async () => {
    const before = (await dist.get('/api/v1/admin/profile')).json().profile;
    expect(before).toMatchObject({ username: 'distribuidor', rol: { name: 'Distribuidor' } });
    const res = await dist.put('/api/v1/admin/profile', { name: 'Distribuidor Uno Editado', email: 'nuevo@correo.com', phone: '3119998877', notification_preference: 'whatsapp' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ name: 'Distribuidor Uno Editado', email: 'nuevo@correo.com', phone: '3119998877', notification_preference: 'whatsapp' });
    expect(res.body).not.toContain('password_hash');
    const logs = (await (await ctx.as('admin')).post('/api/v1/admin/logs/list', { data: { object_type: 'user', object_id: dist.profile.id } })).json().items;
    expect(logs.some((l: any) => l.text === 'Actualizó su perfil')).toBe(true);
  });

  it('validates the fields in Spanish and accepts nothing else', async () => {
    dist = await ctx.as('distribuidor');
    expect((await dist.put('/api/v1/admin/profile', { phone: '12ab' })).json().errors.phone).toMatch(/números/);
    expect((await dist.put('/api/v1/admin/profile', { notification_preference: 'paloma' })).statusCode).toBe(422);
    expect((await dist.put('/api/v1/admin/profile', { email: 'no-es-correo' })).statusCode).toBe(422);
    expect((await dist.put('/api/v1/admin/profile', { balance: 999 })).statusCode).toBe(422);
    expect((await dist.put('/api/v1/admin/profile', { email: '' })).json().profile.email).toBeNull();
  });
});

describe('currency converter', () => {
  it.each([
    ['10', 4000, 40000], ['2.5', 4350.5, 10876.25], ['0.1', 215.75, 21.58], ['1', 0.3, 0.3], ['3', 0.1, 0.3],
  ])('%s × %d = %d COP exactly', (amount, rate, value) => {
    expect(convertToCop(amount, rate)).toBe(value);
  });

  it('converts with the company\'s rates (spec §7)', async () => {
    const res = await dist.get('/api/v1/convert/USD/10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: 40000, currency: 'USD', rate: 4000 });
    expect((await dist.get('/api/v1/convert/eur/2.5')).json().value).toBe(10876.25);
    expect((await dist.get('/api/v1/convert/COP/1500')).json().value).toBe(1500);
  });

  it('answers in Spanish for unknown currencies and amounts', async () => {
    const missing = await dist.get('/api/v1/convert/ARS/10');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toMatch(/ARS no está configurada/);
    expect((await dist.get('/api/v1/convert/USD/diez')).statusCode).toBe(422);
    expect((await dist.get('/api/v1/convert/DOLAR/10')).statusCode).toBe(422);
  });
});

describe('tools-app', () => {
  it('gives any signed-in user the company\'s app links, support lines and currencies', async () => {
    const admin = await ctx.as('admin');
    await admin.post('/api/v1/admin/link-app', { name: 'Netflix Android', link: 'https://play.google.com/store/apps/details?id=com.netflix.mediaclient', platform: 'android' });
    await admin.post('/api/v1/admin/link-app', { name: 'Oculta', link: 'https://ejemplo.com', active: false });
    const client = await ctx.as('cliente');
    const res = await client.get('/api/v1/admin/tools-app');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.apps.map((a: any) => a.name)).toEqual(['Netflix Android']);
    expect(body.support_lines[0].url).toBe('https://wa.me/573000000000?text=Hola%2C%20necesito%20ayuda');
    expect(body.currencies.map((c: any) => c.code)).toEqual(['EUR', 'MXN', 'USD']);
  });
});
