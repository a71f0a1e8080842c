import { configurationValueProblem } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

describe('configuration typed values', () => {
  it.each([
    ['check', 'true', 201], ['check', '0', 201], ['check', 'quizás', 422],
    ['number', '3.5', 201], ['number', '-2', 201], ['number', '3,5', 422], ['number', 'diez', 422],
    ['money', '150000', 201], ['money', '1500.50', 422], ['money', '-100', 422], ['money', '$ 100', 422],
    ['other', 'https://wa.me/57300', 201], ['money', '', 201],
  ])('type %s with value %j answers %i', async (type_field, value_conf, status) => {
    const res = await admin.post('/api/v1/admin/configuration', { name: `prueba_${type_field}_${Math.random().toString(36).slice(2, 8)}`, type_field, value_conf });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 422) {
      expect(res.json().errors.value_conf).toBe(configurationValueProblem(type_field, value_conf));
      expect(res.json().msg).toMatch(/^Para el tipo/);
    }
  });

  it('checks the value against the type on update too, whichever of the two changes', async () => {
    const entry = (await admin.post('/api/v1/admin/configuration', { name: 'prueba_cambio', type_field: 'other', value_conf: 'texto libre' })).json().item;
    const toMoney = await admin.put(`/api/v1/admin/configuration/${entry.id}`, { type_field: 'money' });
    expect(toMoney.statusCode).toBe(422);
    const both = await admin.put(`/api/v1/admin/configuration/${entry.id}`, { type_field: 'money', value_conf: '250000' });
    expect(both.statusCode, both.body).toBe(200);
    const badValue = await admin.post(`/api/v1/admin/configuration/${entry.id}`, { value_conf: 'mucho' });
    expect(badValue.statusCode).toBe(422);
  });

  it('builds keys from the name plus subsidiary or object, one entry per key', async () => {
    const scoped = await admin.post('/api/v1/admin/configuration', {
      name: 'minimum_value', type_field: 'money', value_conf: '100000', is_global: false, bus_subsidiary_id: 7,
    });
    expect(scoped.statusCode, scoped.body).toBe(201);
    expect(scoped.json().item.key).toBe('minimum_value_7');
    const object = await admin.post('/api/v1/admin/configuration', {
      name: 'minimum_value', type_field: 'money', value_conf: '100000', object_type: 'user', object_id: 9,
    });
    expect(object.json().item.key).toBe('minimum_value_user_9');
    const again = await admin.post('/api/v1/admin/configuration', { name: 'minimum_value', type_field: 'money', value_conf: '1' });
    expect(again.statusCode).toBe(409);
    const half = await admin.post('/api/v1/admin/configuration', { name: 'x_obj', type_field: 'other', object_type: 'user' });
    expect(half.statusCode).toBe(422);
    const needsSubsidiary = await admin.post('/api/v1/admin/configuration', { name: 'x_sede', type_field: 'other', require_subsidiary: true });
    expect(needsSubsidiary.json().errors.bus_subsidiary_id).toBeDefined();
  });

  it('has the labeled settings with their defaults in every company', async () => {
    const list = (await admin.post('/api/v1/admin/configuration/list', { _paginate: { page: 1, max_rows: 100 } })).json().items;
    const byName = Object.fromEntries(list.map((e: any) => [e.key, e]));
    for (const name of ['penalty_amount', 'minimum_value', 'renewal_notice_days', 'orders_to_reward', 'coupon_value', 'support_whatsapp_link']) {
      expect(byName[name], name).toBeDefined();
      expect(configurationValueProblem(byName[name].type_field, byName[name].value_conf)).toBeNull();
    }
  });
});
