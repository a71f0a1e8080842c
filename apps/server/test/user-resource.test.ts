import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: `10.7.${Math.floor(Math.random() * 250)}.1` });

describe('user resource', () => {
  it('creates a distributor under its parent: hashed password, path, level, seller code and default group', async () => {
    const dist = await ctx.as('distribuidor');
    const res = await admin.post('/api/v1/admin/user', {
      name: 'Nueva Sub', username: 'nuevasub', password: 'Clave#2026!x', rol: 'Distribuidor', parent_id: dist.profile.id, phone: '3105556677',
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().item;
    expect(item).toMatchObject({ username: 'nuevasub', rol: 'Distribuidor', parent_id: dist.profile.id, level_grid: 2, codeuser: 'NUEVASUB', active: true });
    expect(item.path).toBe(`/${admin.profile.id}/${dist.profile.id}/${item.id}/`);
    expect(res.body).not.toContain('password_hash');
    expect(res.body).not.toContain('Clave#2026');

    const session = await login('nuevasub', 'Clave#2026!x');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().profile.permissions).toContain('distribuitors.list');
    const roles = (await admin.get(`/api/v1/auth/roles-by-user/${item.id}`)).json().roles;
    expect(roles.filter((r: any) => r.selected).map((r: any) => r.name)).toEqual(['Distribuidor']);

    // the new distributor is now below distribuidor in its network
    const below = (await dist.post('/api/v1/admin/distribuitors/list', {})).json().items.map((r: any) => r.username);
    expect(below).toContain('nuevasub');
  });

  it('hangs a distributor created without a parent from the admin creating it', async () => {
    const res = await admin.post('/api/v1/admin/user', { name: 'Primer Nivel', username: 'primernivel', password: 'Clave#2026!x', rol: 'Distribuidor' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item).toMatchObject({ parent_id: admin.profile.id, level_grid: 1 });
    const staff = await admin.post('/api/v1/admin/user', { name: 'Otro Admin', username: 'otroadmin', password: 'Clave#2026!x', rol: 'Admin' });
    expect(staff.json().item).toMatchObject({ parent_id: null, level_grid: 0 });
  });

  it('refuses taken usernames and seller codes with 409, platform-wide and case-insensitively', async () => {
    const taken = await admin.post('/api/v1/admin/user', { name: 'Copia Root', username: 'ROOT', password: 'Clave#2026!x', rol: 'Cliente' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('El nombre de usuario ya está en uso. Elige otro.');
    const code = await admin.post('/api/v1/admin/user', { name: 'Copia Código', username: 'copiacodigo', password: 'Clave#2026!x', rol: 'Distribuidor', codeuser: 'dist01' });
    expect(code.statusCode).toBe(409);
    expect(code.json().msg).toBe('El código de vendedor ya está en uso. Elige otro.');
    const rename = await admin.put(`/api/v1/admin/user/${(await ctx.as('cliente')).profile.id}`, { username: 'subdistribuidor' });
    expect(rename.statusCode).toBe(409);
  });

  it('applies the password rules and the username format in Spanish', async () => {
    const weak = await admin.post('/api/v1/admin/user', { name: 'Clave Débil', username: 'clavedebil', password: 'corta', rol: 'Cliente' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toMatch(/más de 8 caracteres/);
    const bad = await admin.post('/api/v1/admin/user', { name: 'Mal Usuario', username: 'mal usuario', password: 'Clave#2026!x', rol: 'Cliente' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.username).toMatch(/entre 4 y 40/);
  });

  it('keeps platform roles to the platform and parents inside the company', async () => {
    const root = await admin.post('/api/v1/admin/user', { name: 'Falso Root', username: 'falsoroot', password: 'Clave#2026!x', rol: 'Root' });
    expect(root.statusCode).toBe(422);
    const rootUser = await ctx.as('root');
    const foreignParent = await admin.post('/api/v1/admin/user', {
      name: 'Hijo Ajeno', username: 'hijoajeno', password: 'Clave#2026!x', rol: 'Cliente', parent_id: rootUser.profile.id,
    });
    expect(foreignParent.statusCode).toBe(422);
    expect(foreignParent.json().errors.parent_id).toBeDefined();
    const clientParent = await admin.post('/api/v1/admin/user', {
      name: 'Hijo de Cliente', username: 'hijodecliente', password: 'Clave#2026!x', rol: 'Cliente', parent_id: (await ctx.as('cliente')).profile.id,
    });
    expect(clientParent.statusCode).toBe(422);
  });

  it('never lists password hashes and refuses to delete oneself, a user with people below or with balance', async () => {
    const list = await admin.post('/api/v1/admin/user/list', { _paginate: { page: 1, max_rows: 100 } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('password_hash');
    expect(list.body).not.toContain('argon2');
    const exported = await admin.post('/api/v1/admin/user/export', { all: true });
    expect(exported.statusCode).toBe(200);
    expect((await admin.del(`/api/v1/admin/user/${admin.profile.id}`)).json().msg).toBe('No puedes eliminar tu propio usuario.');
    const dist = await ctx.as('distribuidor');
    const withChildren = await admin.del(`/api/v1/admin/user/${dist.profile.id}`);
    expect(withChildren.statusCode).toBe(409);
    const self = await admin.post(`/api/v1/admin/user/${admin.profile.id}`, { active: false });
    expect(self.statusCode).toBe(422);
  });

  it('lets a deactivated user no longer log in', async () => {
    const made = (await admin.post('/api/v1/admin/user', { name: 'Temporal', username: 'temporal', password: DEMO_PASSWORD, rol: 'Cliente' })).json().item;
    expect((await admin.post(`/api/v1/admin/user/${made.id}`, { active: false })).json().item.active).toBe(false);
    expect((await login('temporal', DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
