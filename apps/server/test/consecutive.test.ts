import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/client.ts';
import { nextNumber } from '../src/modules/consecutives/consecutive-service.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
});
afterAll(() => ctx.close());

describe('consecutives', () => {
  it('gives 50 parallel allocations 50 distinct, gapless numbers', async () => {
    const company = admin.profile.company_id;
    const numbers = await Promise.all(Array.from({ length: 50 }, () =>
      inTransaction(ctx.database.db, (tx) => nextNumber(tx, company, 'prueba-concurrencia'))));
    const values = numbers.map((n) => n.number).sort((a, b) => a - b);
    expect(new Set(values).size).toBe(50);
    expect(values).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const row = (await admin.post('/api/v1/admin/consecutive/list', { data: { name: 'prueba-concurrencia' } })).json().items[0];
    expect(row.current).toBe(50);
  });

  it('takes no number when the surrounding transaction rolls back', async () => {
    const company = admin.profile.company_id;
    await inTransaction(ctx.database.db, (tx) => nextNumber(tx, company, 'prueba-rollback'));
    await expect(inTransaction(ctx.database.db, async (tx) => {
      await nextNumber(tx, company, 'prueba-rollback');
      throw new Error('abort');
    })).rejects.toThrow('abort');
    const next = await inTransaction(ctx.database.db, (tx) => nextNumber(tx, company, 'prueba-rollback'));
    expect(next.number).toBe(2);
  });

  it('keeps sequences per company and formats them with the prefix and padding an admin set', async () => {
    // the demo's support tickets already started the company's sequence: an admin renumbers it
    const listed = await admin.post('/api/v1/admin/consecutive/list', { data: { name: 'support-ticket' } });
    const [existing] = listed.json().items.filter((c: { name: string }) => c.name === 'support-ticket');
    expect(existing, listed.body).toBeDefined();
    const created = await admin.put(`/api/v1/admin/consecutive/${existing.id}`, { prefix: 'sop-', current: 41, padding: 4 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().item.prefix).toBe('SOP-');
    const ticket = await admin.post('/api/v1/admin/support-ticket', { subject: 'No carga el perfil', description: 'El perfil no abre desde ayer.' });
    expect(ticket.statusCode, ticket.body).toBe(201);
    expect(ticket.json().item).toMatchObject({ filing_number: 'SOP-0042', support_ticket_status: 'open' });
    const root = await ctx.as('root', { 'x-tenant': '3' });
    const other = (await root.post('/api/v1/admin/support-ticket', { subject: 'Otra empresa', description: 'Numeración aparte.' })).json().item;
    expect(other.filing_number).toBe('TS-000001');
    const dup = await admin.post('/api/v1/admin/consecutive', { name: 'support-ticket' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().msg).toMatch(/Nombre/);
  });

  it('numbers tickets filed at the same time differently', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      admin.post('/api/v1/admin/support-client', { subject: `Consulta ${i}`, description: 'Necesito ayuda con mi cuenta.' })));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    const numbers = results.map((r) => r.json().item.filing_number);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers.every((n) => /^TC-\d{6}$/.test(n))).toBe(true);
  });
});
