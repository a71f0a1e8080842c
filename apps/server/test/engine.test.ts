import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
let rootOnRootCompany: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  rootOnRootCompany = await ctx.as('root', { 'x-tenant': '3' });
});
afterAll(() => ctx.close());

const PNG_1PX = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('bank through the engine', () => {
  it('creates, reads, lists with filters and order, updates, toggles, uploads an image and deletes', async () => {
    const created = await admin.post('/api/v1/admin/bank', { name: 'Banco de Bogotá', code: 'bog' });
    expect(created.statusCode).toBe(201);
    const bank = created.json().item;
    expect(bank).toMatchObject({ name: 'Banco de Bogotá', code: 'BOG', active: true });

    expect((await admin.get(`/api/v1/admin/bank/${bank.id}`)).json().item.name).toBe('Banco de Bogotá');

    const list = (await admin.post('/api/v1/admin/bank/list', { data: { q: 'bogo' }, _paginate: { page: 1, max_rows: 10 }, _order: { field: 'name', direction: 'ASC' } })).json();
    expect(list.total).toBe(1);
    expect(list.items[0].id).toBe(bank.id);

    const viaGet = await admin.get(`/api/v1/admin/bank?params=${encodeURIComponent(JSON.stringify({ data: { code: 'BOG' } }))}`);
    expect(viaGet.json().items.map((b: any) => b.id)).toEqual([bank.id]);

    const updated = await admin.put(`/api/v1/admin/bank/${bank.id}`, { name: 'Banco de Bogotá S.A.' });
    expect(updated.json().item.name).toBe('Banco de Bogotá S.A.');

    const toggled = await admin.post(`/api/v1/admin/bank/${bank.id}`, { active: false });
    expect(toggled.json().item.active).toBe(false);

    const image = await admin.post(`/api/v1/admin/bank/${bank.id}`, { base64: PNG_1PX });
    expect(image.statusCode).toBe(200);
    expect(image.json().image).toBe(PNG_1PX);
    const notImage = await admin.post(`/api/v1/admin/bank/${bank.id}`, { base64: 'data:text/html;base64,PGgxPg==' });
    expect(notImage.statusCode).toBe(422);

    const search = (await admin.post('/api/v1/admin/bank/search', { name: 'S.A.' })).json();
    expect(search.items.map((b: any) => b.id)).toContain(bank.id);

    expect((await admin.del(`/api/v1/admin/bank/${bank.id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/v1/admin/bank/${bank.id}`)).statusCode).toBe(404);
  });

  it('refuses an order on an unknown column', async () => {
    const res = await admin.post('/api/v1/admin/bank/list', { _order: { field: 'password_hash', direction: 'ASC' } });
    expect(res.statusCode).toBe(422);
  });

  it('extracts the video id of a tutorial link', async () => {
    const res = await admin.post('/api/v1/admin/link-tutorial', { name: 'Prueba', link: 'https://www.youtube.com/watch?v=abcdefghijk&t=3' });
    expect(res.json().item.video_id).toBe('abcdefghijk');
    const noId = await admin.put(`/api/v1/admin/link-tutorial/${res.json().item.id}`, { link: 'https://example.com/video' });
    expect(noId.json().item.video_id).toBeNull();
  });

  it('writes a log entry with field changes on create, update and delete', async () => {
    const { item } = (await admin.post('/api/v1/admin/notice', { title: 'Aviso de prueba', description: 'Texto del aviso' })).json();
    await admin.put(`/api/v1/admin/notice/${item.id}`, { title: 'Aviso cambiado' });
    await admin.del(`/api/v1/admin/notice/${item.id}`);
    const logs = (await admin.post('/api/v1/admin/logs/list', { data: { object_type: 'notice', object_id: item.id }, _paginate: { page: 1, max_rows: 1000 } })).json();
    expect(logs.items.map((l: any) => l.text)).toEqual(['Aviso eliminado', 'Aviso actualizado', 'Aviso creado']);
    expect(logs.items.every((l: any) => l.user_name === 'Administrador Demo')).toBe(true);
    expect(JSON.parse(logs.items[1].changes)).toEqual({ title: ['Aviso de prueba', 'Aviso cambiado'] });
  });

  it('exports the current page or every record as a real xlsx', async () => {
    const page = await admin.post('/api/v1/admin/bank/export', { _paginate: { page: 1, max_rows: 2 }, _order: { field: 'name', direction: 'ASC' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-disposition']).toContain('export.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(page.rawPayload as any);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Id', 'Nombre', 'Código', 'Activo']));
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('BBVA Colombia');

    const all = await admin.post('/api/v1/admin/bank/export', { all: true });
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(all.rawPayload as any);
    const total = (await admin.post('/api/v1/admin/bank/list', {})).json().total;
    expect(book2.worksheets[0].rowCount).toBe(total + 1);
    const activeColumn = (book2.worksheets[0].getRow(1).values as string[]).indexOf('Activo');
    expect(book2.worksheets[0].getRow(2).getCell(activeColumn).value).toMatch(/^(SÍ|NO)$/);
  });
});

describe('permissions', () => {
  const forbidden: [string, string, string, unknown][] = [
    ['distribuidor', 'POST', '/api/v1/admin/bank', { name: 'X' }],
    ['cliente', 'DELETE', '/api/v1/admin/notice/1', undefined],
    ['renovaciones', 'POST', '/api/v1/admin/notice', { title: 'X', description: 'Y' }],
    ['subdistribuidor', 'GET', '/api/v1/admin/settings', undefined],
    ['admin', 'PUT', '/api/v1/admin/config/company', { name: 'Otra' }],
    ['distribuidor', 'POST', '/api/v1/admin/mail-outbox/list', {}],
    ['cliente', 'POST', '/api/v1/admin/logs/list', { data: {} }],
  ];
  it.each(forbidden)('%s gets 403 for %s %s', async (user, method, url, body) => {
    const caller = await ctx.as(user);
    const res = await caller.request(method, url, body);
    // logging in as admin replaced the shared admin session: take the fresh one
    if (user === 'admin') admin = caller;
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, msg: 'No tienes permiso para realizar esta acción.' });
  });

  it('builds each menu from the permissions: no settings-only entries for a distributor', async () => {
    const dist = await ctx.as('distribuidor');
    const menu = (await dist.get('/api/auth/get-menu/main')).json().menu;
    const ids = [...menu.items, ...menu.groups.flatMap((g: any) => g.items)].map((i: any) => i.id);
    expect(ids).toContain('dashboard');
    expect(ids).not.toContain('bank-list');
    expect(ids).not.toContain('mail-outbox-list');
    const adminMenu = (await admin.get('/api/auth/get-menu/main')).json().menu;
    expect(adminMenu.groups.find((g: any) => g.id === 'configure').items.map((i: any) => i.id)).toContain('bank-list');
  });
});

describe('tenancy', () => {
  let foreign: { bank: number; notice: number; tutorial: number };
  beforeAll(async () => {
    foreign = {
      bank: (await rootOnRootCompany.post('/api/v1/admin/bank', { name: 'Banco raíz' })).json().item.id,
      notice: (await rootOnRootCompany.post('/api/v1/admin/notice', { title: 'Aviso raíz', description: 'Solo raíz' })).json().item.id,
      tutorial: (await rootOnRootCompany.post('/api/v1/admin/link-tutorial', { name: 'Tutorial raíz', link: 'https://youtu.be/abcdefghijk' })).json().item.id,
    };
  });

  const routes = (resource: string, id: number): [string, string, unknown][] => [
    ['GET', `/api/v1/admin/${resource}/${id}`, undefined],
    ['PUT', `/api/v1/admin/${resource}/${id}`, { active: false }],
    ['POST', `/api/v1/admin/${resource}/${id}`, { active: false }],
    ['POST', `/api/v1/admin/${resource}/${id}`, { base64: PNG_1PX }],
    ['DELETE', `/api/v1/admin/${resource}/${id}`, undefined],
  ];

  it.each(['bank', 'notice', 'link-tutorial'])('answers 404 to another company\'s %s on every record route', async (resource) => {
    const id = resource === 'bank' ? foreign.bank : resource === 'notice' ? foreign.notice : foreign.tutorial;
    for (const [method, url, body] of routes(resource, id)) {
      const res = await admin.request(method, url, body, { 'x-tenant': '3' });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      expect(res.body).not.toContain('raíz');
    }
    const list = (await admin.post(`/api/v1/admin/${resource}/list`, { data: { id } }, { 'x-tenant': '3' })).json();
    expect(list.total).toBe(0);
    const exported = await admin.post(`/api/v1/admin/${resource}/export`, { all: true }, { 'x-tenant': '3' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as any);
    const ids = book.worksheets[0].getColumn(1).values.slice(2);
    expect(ids).not.toContain(id);
    const search = (await admin.post(`/api/v1/admin/${resource}/search`, { name: 'raíz' }, { 'x-tenant': '3' })).json();
    expect(search.items).toEqual([]);
    const logs = (await admin.post('/api/v1/admin/logs/list', { data: { object_type: resource, object_id: id } }, { 'x-tenant': '3' })).json();
    expect(logs.items).toEqual([]);
  });

  it('lets Root choose the company with x-tenant and binds everyone else to their own', async () => {
    const demoBanks = (await rootOnRootCompany.post('/api/v1/admin/bank/list', {}, { 'x-tenant': String(admin.profile.company_id) })).json();
    expect(demoBanks.items.map((b: any) => b.name)).toContain('Bancolombia');
    const rootBanks = (await rootOnRootCompany.post('/api/v1/admin/bank/list', {})).json();
    // the root company has its own banks (the demo seeds one for company consignments), never Demo's
    expect(rootBanks.items.map((b: any) => b.name)).toContain('Banco raíz');
    expect(rootBanks.items.map((b: any) => b.name)).not.toContain('Davivienda');
    const info = (await admin.post('/api/v1/auth/info', {}, { 'x-tenant': '3' })).json();
    expect(info.company.slug).toBe('demo');
  });
});
