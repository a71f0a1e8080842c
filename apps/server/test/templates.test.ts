import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderCompanyTemplate } from '../src/modules/templates/template-service.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
let root: Caller;
let purchaseId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  root = await ctx.as('root');
  purchaseId = (await admin.post('/api/v1/admin/template/search', { name: 'Mensaje de compra' })).json().items[0].id;
});
afterAll(() => ctx.close());

const credentials = { login: 'netflix01@correo.com', password: 'Xy7#abc', profile: 'Perfil 3', pin: '4321', expires: '15-01-2027', client: 'Ana', product: 'NETFLIX 4K' };

describe('templates', () => {
  it('previews a template with the values sent, examples for the rest', async () => {
    const res = await admin.post(`/api/v1/admin/template/${purchaseId}/preview`, { values: credentials });
    expect(res.statusCode, res.body).toBe(200);
    const { item } = res.json();
    expect(item.text).toContain('Usuario: netflix01@correo.com');
    expect(item.text).toContain('PIN: 4321');
    expect(item.text).toContain('Vence: 15-01-2027');
    expect(item.subject).toBe('Tu cuenta NETFLIX 4K');
    expect(item.placeholders).toEqual(expect.arrayContaining(['login', 'password', 'profile', 'pin', 'expires']));
    expect(item.overridden).toBe(false);
    const examples = (await admin.post(`/api/v1/admin/template/${purchaseId}/preview`, {})).json().item;
    expect(examples.text).toContain('cuenta@ejemplo.com');
  });

  it('keeps unknown placeholders visible in a preview', async () => {
    const tpl = (await root.post('/api/v1/admin/template', { name: 'Prueba', code: 'prueba-preview', body: 'Hola {{client}}, {{desconocido}}' })).json().item;
    const item = (await admin.post(`/api/v1/admin/template/${tpl.id}/preview`, { values: { client: 'Ana' } })).json().item;
    expect(item.text).toBe('Hola Ana, {{desconocido}}');
  });

  it('lets a company override a template for itself only', async () => {
    const own = await admin.post('/api/v1/admin/template-company', { template_id: purchaseId, body: 'Demo: {{login}} / {{password}} ({{profile}}, PIN {{pin}})' });
    expect(own.statusCode, own.body).toBe(201);
    const mine = (await admin.post(`/api/v1/admin/template/${purchaseId}/preview`, { values: credentials })).json().item;
    expect(mine).toMatchObject({ overridden: true, text: 'Demo: netflix01@correo.com / Xy7#abc (Perfil 3, PIN 4321)' });
    const ownPreview = (await admin.post(`/api/v1/admin/template-company/${own.json().item.id}/preview`, { values: credentials })).json().item;
    expect(ownPreview.text).toBe(mine.text);
    const rootView = (await root.post(`/api/v1/admin/template/${purchaseId}/preview`, { values: credentials })).json().item;
    expect(rootView.overridden).toBe(false);
    expect((await admin.post('/api/v1/admin/template-company', { template_id: purchaseId, body: 'Otra' })).statusCode).toBe(409);

    // what money code reuses for the copy-ready purchase message: missing values vanish
    const rendered = await renderCompanyTemplate(ctx.database.db, admin.profile.company_id, 'purchase-message', { login: 'a@b.co', password: 'p' });
    expect(rendered?.text).toBe('Demo: a@b.co / p (, PIN )');
    const platform = await renderCompanyTemplate(ctx.database.db, 3, 'purchase-message', credentials);
    expect(platform?.text).toContain('Contraseña: Xy7#abc');
    expect(await renderCompanyTemplate(ctx.database.db, 3, 'no-existe', {})).toBeNull();

    // switching the override off falls back to the platform text
    await admin.post(`/api/v1/admin/template-company/${own.json().item.id}`, { active: false });
    expect((await admin.post(`/api/v1/admin/template/${purchaseId}/preview`, {})).json().item.overridden).toBe(false);
  });

  it('keeps platform templates to the platform and another company\'s overrides out of reach', async () => {
    expect((await admin.put(`/api/v1/admin/template/${purchaseId}`, { body: 'Cambio' })).statusCode).toBe(403);
    const foreign = (await root.request('POST', '/api/v1/admin/template-company', { template_id: purchaseId, body: 'Raíz' }, { 'x-tenant': '3' })).json().item;
    expect((await admin.post(`/api/v1/admin/template-company/${foreign.id}/preview`, {})).statusCode).toBe(404);
    expect((await admin.post('/api/v1/admin/template/999999/preview', {})).statusCode).toBe(404);
    const client = await ctx.as('cliente');
    expect((await client.post(`/api/v1/admin/template/${purchaseId}/preview`, {})).statusCode).toBe(403);
    const placeholders = (await admin.get('/api/v1/admin/template/placeholders')).json().items.map((p: any) => p.name);
    expect(placeholders).toEqual(expect.arrayContaining(['login', 'password', 'profile', 'pin', 'expires']));
  });

  it('refuses template codes that are not lower-case identifiers', async () => {
    const res = await root.post('/api/v1/admin/template', { name: 'Mala', code: 'Con Espacios', body: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toMatch(/minúsculas/);
  });
});
