import { describe, expect, it } from 'vitest';
import { listPathOf } from '../app/layout/header/company-switcher.tsx';
import { dataProvider } from '../data-provider.ts';
import { noteBody } from '../engine/list/workflow-buttons-logic.ts';
import { priceChanges, priceErrors } from '../features/prices/config-prices-logic.ts';
import type { SellerPriceRow } from '../features/prices/api.ts';
import { getSession, getTenantId, switchCompany } from '../session.ts';
import { json, ok, setupFakeApi } from '../test/fake-api.ts';
import { moneyRequest, newIdempotencyKey } from './money.ts';

const { calls, answers } = setupFakeApi({ balance: 1000 });

const info = (balance: number) => ok({
  profile: { id: 7, name: 'Ana', balance, permissions: [] },
  company: { id: 4, name: 'Demo', slug: 'demo', logo: null, is_root: false },
  menu: { items: [], groups: [] },
  configuration: {},
});
const lost = () => {
  throw new TypeError('Failed to fetch');
};

describe('idempotency keys', () => {
  it('are fresh v4 UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('moneyRequest', () => {
  it('sends a key, then reads the balance again for the sidebar', async () => {
    answers.push(ok({ order: { id: 1 } }), info(400));
    await moneyRequest('/v1/purchase', { body: { type_digital_account_id: 1, quantity: 2 } });
    expect(calls[0]).toMatchObject({ url: '/api/v1/purchase', method: 'POST', body: { type_digital_account_id: 1, quantity: 2 } });
    expect(calls[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[1]).toMatchObject({ url: '/api/v1/auth/info', method: 'POST' });
    expect(getSession()?.profile.balance).toBe(400);
  });

  it('retries a lost answer once with the same key', async () => {
    answers.push(lost, ok({ order: { id: 1 } }), info(400));
    await moneyRequest('/v1/purchase', { body: { type_digital_account_id: 1, quantity: 1 } });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/purchase', '/api/v1/purchase', '/api/v1/auth/info']);
    expect(calls[1].headers['Idempotency-Key']).toBe(calls[0].headers['Idempotency-Key']);
  });

  it('a refused purchase still refreshes the balance and throws the server sentence', async () => {
    answers.push(json(409, { success: false, msg: 'Saldo insuficiente: tienes $ 10,00', token: null }), info(1000));
    await expect(moneyRequest('/v1/purchase', { body: {} })).rejects.toThrow('Saldo insuficiente');
    expect(calls[1].url).toBe('/api/v1/auth/info');
  });

  it('keeps the key the caller chose (one per form, reused on a second click)', async () => {
    answers.push(ok({ item: { id: 3 } }), info(1000));
    await moneyRequest('/v1/admin/order', { idempotencyKey: 'mi-clave', body: {} });
    expect(calls[0].headers['Idempotency-Key']).toBe('mi-clave');
  });

  it('may act on another tenant (a company screen for root)', async () => {
    answers.push(ok({}), info(1000));
    await moneyRequest('/v1/admin/company/9/adjust-balance', { body: { amount: 100, reason: 'Ajuste de prueba' }, headers: { 'x-tenant': '9' } });
    expect(calls[0].headers['x-tenant']).toBe('9');
  });
});

describe('workflow actions', () => {
  it('send the note dialog answer as { reason, note } with an Idempotency-Key', async () => {
    answers.push(ok({ item: { id: 9 }, msg: 'Pedido rechazado.' }), info(1000));
    const res = await dataProvider.runAction('order-draft', 9, 'reject', noteBody({ reason: 'other', note: 'El cliente desistió', text: 'El cliente desistió' }));
    expect(res.msg).toBe('Pedido rechazado.');
    expect(calls[0]).toMatchObject({ url: '/api/v1/admin/order/9/reject', body: { reason: 'other', note: 'El cliente desistió' } });
    expect(calls[0].headers['Idempotency-Key']).toBeTruthy();
  });

  it('noteBody keeps a listed reason alone and a free note without a list', () => {
    expect(noteBody({ reason: 'Sin inventario', note: null, text: 'Sin inventario' })).toEqual({ reason: 'Sin inventario' });
    expect(noteBody({ reason: null, note: 'Cliente lo pidió', text: 'Cliente lo pidió' })).toEqual({ reason: 'Cliente lo pidió' });
  });
});

describe('company switcher', () => {
  it('stores the chosen company as the tenant and leaves a record screen for its list', () => {
    switchCompany({ id: 9, name: 'Otra', slug: 'otra', logo: null, is_root: false });
    expect(getTenantId()).toBe(9);
    expect(listPathOf('/admin/consignments-company/12')).toBe('/admin/consignments-company');
    expect(listPathOf('/admin/consignments-company-draft')).toBe('/admin/consignments-company-draft');
  });
});

describe('config-prices', () => {
  const rows: SellerPriceRow[] = [
    { type_digital_account_id: 1, name: 'NETFLIX', active: true, price_base: 1000, cost: 1000, cost_source: 'group', price_distributor: 1200, price_client: null, default_child_price: 1500 },
    { type_digital_account_id: 2, name: 'DISNEY+', active: true, price_base: 500, cost: 500, cost_source: 'base', price_distributor: null, price_client: 900, default_child_price: 800 },
  ];
  it('sends only what changed, null to clear', () => {
    expect(priceChanges(rows, {})).toEqual([]);
    expect(priceChanges(rows, { 1: { distributor: 1200, client: 1800 }, 2: { client: null } })).toEqual([
      { type_digital_account_id: 1, price_client: 1800 },
      { type_digital_account_id: 2, price_client: null },
    ]);
  });
  it('flags a price below the seller cost', () => {
    expect(priceErrors(rows, { 1: { distributor: 999 }, 2: { client: 500 } }, (c) => `< ${c}`)).toEqual({ '1.distributor': '< 1000' });
  });
});
