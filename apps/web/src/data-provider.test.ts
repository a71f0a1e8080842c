import { describe, expect, it } from 'vitest';
import { on } from './app-events.ts';
import { dataProvider, listBody, LOG_PAGE_SIZE } from './data-provider.ts';
import { getSession } from './session.ts';
import { json, ok, setupFakeApi } from './test/fake-api.ts';

const { calls, answers } = setupFakeApi();

describe('listBody', () => {
  it('maps react-admin pagination, sort and filters onto the list contract, dropping empty filters', () => {
    expect(listBody({
      filter: { name: 'ban', code: '', active: true, tags: [] },
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 3, perPage: 25 },
    })).toEqual({
      data: { name: 'ban', active: true },
      _paginate: { page: 3, max_rows: 25 },
      _order: { field: 'name', direction: 'ASC' },
    });
  });
});

describe('dataProvider', () => {
  it('getList passes on that a large total is an estimate', async () => {
    answers.push(ok({ items: [{ id: 1 }], total: 1_000_000, total_estimated: true }));
    const res = await dataProvider.getList('bank', { filter: {}, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 25 } });
    expect(res).toEqual({ data: [{ id: 1 }], total: 1_000_000, meta: { totalEstimated: true } });
  });

  it('getList posts to the resource list with token and tenant headers', async () => {
    answers.push(ok({ items: [{ id: 1, name: 'Banco A' }], total: 41 }));
    const res = await dataProvider.getList('bank', {
      filter: { q: 'a' }, sort: { field: 'name', order: 'DESC' }, pagination: { page: 2, perPage: 10 },
    });
    expect(res).toEqual({ data: [{ id: 1, name: 'Banco A' }], total: 41 });
    expect(calls[0].url).toBe('/api/v1/admin/bank/list');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.Authorization).toBe('Bearer tok-1');
    expect(calls[0].headers['x-tenant']).toBe('4');
    expect(calls[0].body).toEqual({ data: { q: 'a' }, _paginate: { page: 2, max_rows: 10 }, _order: { field: 'name', direction: 'DESC' } });
  });

  it('a status list asks its own list route', async () => {
    answers.push(ok({ items: [], total: 0 }));
    await dataProvider.getList('support-ticket-open', { filter: {}, sort: { field: 'created_at', order: 'DESC' }, pagination: { page: 1, perPage: 25 } });
    expect(calls[0].url).toBe('/api/v1/admin/support-ticket-open/list');
  });

  it('pickers use the search endpoint with the typed text as name', async () => {
    answers.push(ok({ items: [{ id: 3, name: 'Bogotá' }] }));
    const res = await dataProvider.getList('bank', {
      filter: { q: 'bog', active: true }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 25 }, meta: { search: true },
    });
    expect(calls[0].url).toBe('/api/v1/admin/bank/search');
    expect(calls[0].body).toEqual({ active: true, name: 'bog' });
    expect(res.total).toBe(1);
  });

  it('getOne, getMany and getManyReference', async () => {
    answers.push(ok({ item: { id: 5, name: 'X' } }), ok({ items: [{ id: 5 }, { id: 6 }], total: 2 }), ok({ items: [], total: 0 }));
    expect((await dataProvider.getOne('bank', { id: 5 })).data).toEqual({ id: 5, name: 'X' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/admin/bank/5', method: 'GET' });
    await dataProvider.getMany('bank', { ids: [5, 6] });
    expect(calls[1].body).toMatchObject({ data: { id: [5, 6] }, _paginate: { page: 1, max_rows: 2 } });
    await dataProvider.getManyReference('notice', {
      target: 'user_id', id: 9, filter: {}, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: 5 },
    });
    expect(calls[2].body).toMatchObject({ data: { user_id: 9 } });
  });

  it('create sends only editable fields (no id, timestamps, images or derived columns)', async () => {
    answers.push(json(201, { success: true, msg: 'Banco creado correctamente.', token: null, item: { id: 9, name: 'Nuevo' } }));
    const res = await dataProvider.create('bank', {
      data: { id: 1, name: 'Nuevo', code: 'ab', logo: 'data:image/jpeg;base64,xx', active: true, created_at: 'x' },
    });
    expect(calls[0]).toMatchObject({ url: '/api/v1/admin/bank', method: 'POST' });
    expect(calls[0].body).toEqual({ name: 'Nuevo', code: 'AB', active: true });
    expect(res.data).toEqual({ id: 9, name: 'Nuevo' });
  });

  it('update sends the changed editable fields with PUT', async () => {
    answers.push(ok({ item: { id: 9, name: 'Otro' } }));
    await dataProvider.update('bank', {
      id: 9,
      data: { id: 9, name: 'Otro', code: 'AB', active: true, updated_at: 'y' },
      previousData: { id: 9, name: 'Nuevo', code: 'AB', active: true },
    });
    expect(calls[0]).toMatchObject({ url: '/api/v1/admin/bank/9', method: 'PUT', body: { name: 'Otro' } });
  });

  it('delete, toggle, image, workflow action', async () => {
    answers.push(ok(), ok({ item: { id: 9, active: false } }), ok({ image: '/img/9.jpg' }), ok({ item: { id: 9 } }));
    await dataProvider.delete('bank', { id: 9, previousData: { id: 9 } });
    expect(calls[0]).toMatchObject({ url: '/api/v1/admin/bank/9', method: 'DELETE' });
    await dataProvider.toggle('bank', 9, 'active', false);
    expect(calls[1]).toMatchObject({ url: '/api/v1/admin/bank/9', method: 'POST', body: { active: false } });
    expect(await dataProvider.uploadImage('bank', 9, 'logo', 'data:image/jpeg;base64,AA')).toBe('/img/9.jpg');
    expect(calls[2].body).toEqual({ base64: 'data:image/jpeg;base64,AA', field: 'logo' });
    await dataProvider.runAction('support-ticket', 9, 'close', 'Resuelto por el cliente');
    expect(calls[3]).toMatchObject({ url: '/api/v1/admin/support-ticket/9/close', body: { reason: 'Resuelto por el cliente' } });
  });

  it('a successful write announces a data change (the balance refresh listens)', async () => {
    const seen: string[] = [];
    const off = on('data-changed', ({ resource }) => seen.push(resource));
    answers.push(ok({ item: { id: 1 } }));
    await dataProvider.toggle('notice', 1, 'active', true);
    off();
    expect(seen).toEqual(['notice']);
  });

  it('export posts the list body plus all, and returns the file', async () => {
    answers.push(() => new Response(new Uint8Array([80, 75]), {
      status: 200,
      headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="export.xlsx"' },
    }));
    answers.push(() => new Response(new Uint8Array([80, 75]), { status: 200, headers: { 'content-type': 'application/octet-stream' } }));
    const page = await dataProvider.exportFile('bank', {
      filter: { active: true }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 2, perPage: 25 }, all: false,
    });
    expect(page.filename).toBe('export.xlsx');
    expect(page.blob.size).toBe(2);
    expect(calls[0]).toMatchObject({ url: '/api/v1/admin/bank/export', body: { data: { active: true }, _paginate: { page: 2, max_rows: 25 }, all: false } });
    await dataProvider.exportFile('bank', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: { page: 2, perPage: 25 }, all: true });
    expect(calls[1].body).toEqual({ data: {}, _order: { field: 'name', direction: 'ASC' }, all: true });
  });

  it('getLogs asks one page of 1000, newest first, for one record', async () => {
    answers.push(ok({ items: [{ id: 1, text: 'Creado' }], total: 1 }));
    const logs = await dataProvider.getLogs('bank', 9);
    expect(logs).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/v1/admin/logs/list',
      body: { data: { object_id: 9, object_type: 'bank' }, _paginate: { page: 1, max_rows: LOG_PAGE_SIZE }, _order: { field: 'created_at', direction: 'DESC' } },
    });
  });
});

describe('HTTP envelope handling', () => {
  it('picks up a rotated token', async () => {
    answers.push(json(200, { success: true, msg: '', token: 'tok-2', item: { id: 1 } }));
    await dataProvider.getOne('bank', { id: 1 });
    expect(getSession()?.token).toBe('tok-2');
    expect(localStorage.getItem('token')).toBe('tok-2');
  });

  it('422 errors reach react-admin as body.errors with the server message', async () => {
    answers.push(json(422, { success: false, msg: 'Existen campos con errores.', token: null, errors: { name: 'Nombre es obligatorio' } }));
    await expect(dataProvider.create('bank', { data: { name: '' } })).rejects.toMatchObject({
      status: 422, message: 'Existen campos con errores.', body: { errors: { name: 'Nombre es obligatorio' } },
    });
  });

  it('success:false without a message becomes "Ha ocurrido un error"', async () => {
    answers.push(json(200, { success: false, token: null }));
    await expect(dataProvider.getOne('bank', { id: 1 })).rejects.toMatchObject({ message: 'Ha ocurrido un error' });
  });

  it('401 clears the session and announces it', async () => {
    const events: string[] = [];
    const off = on('session-expired', ({ message }) => events.push(message));
    answers.push(json(401, { success: false, msg: 'Se abrió otra sesión con tu usuario.', token: null }));
    await expect(dataProvider.getOne('bank', { id: 1 })).rejects.toMatchObject({ status: 401 });
    off();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(events).toEqual(['Se abrió otra sesión con tu usuario.']);
  });

  it('a network failure is announced and reported as "Ha ocurrido un error"', async () => {
    const events: string[] = [];
    const off = on('network-error', ({ message }) => events.push(message));
    answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(dataProvider.getOne('bank', { id: 1 })).rejects.toMatchObject({ status: 0, message: 'Ha ocurrido un error' });
    off();
    expect(events).toEqual(['Ha ocurrido un error']);
  });
});
