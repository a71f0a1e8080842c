import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * The safety net under the route schemas: whatever PostgreSQL refuses (NOT NULL, unique, foreign key, check, a
 * value its column cannot hold) reaches the person as a Spanish 422/409 naming the field, never a 500. Each case
 * runs its statement on the real database from a route of its own, so the answer is the app's error handler's.
 */

const DEMO = sql`(SELECT company_id FROM users WHERE username = 'admin')`;
const CASES = {
  'not-null': sql`INSERT INTO bank (company_id, name, active) VALUES (${DEMO}, 'Banco nulo', NULL)`,
  unique: sql`UPDATE users SET username = 'admin' WHERE username = 'distribuidor'`,
  'foreign-key': sql`INSERT INTO bank (company_id, name) VALUES (2147483000, 'Banco huérfano')`,
  'still-referenced': sql`DELETE FROM company WHERE id = ${DEMO}`,
  check: sql`INSERT INTO support_response (company_id, ticket_type, ticket_id, side) VALUES (${DEMO}, 'support-ticket', 1, 'nadie')`,
  'out-of-range': sql`SELECT 2147483647::int + 1`,
  'bad-number': sql`SELECT ${'doce'}::int`,
};

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    extend: (app) => app.post('/api/test-only/violation/:kind', { config: { auth: false } }, async (req) => {
      await ctx.database.db.execute(CASES[(req.params as { kind: keyof typeof CASES }).kind]);
      return { msg: 'sin error' };
    }),
  });
});
afterAll(() => ctx.close());

const violate = async (kind: keyof typeof CASES) => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/test-only/violation/${kind}` });
  return { status: res.statusCode, body: res.json() };
};

describe('PostgreSQL refusals answer in Spanish, naming the field', () => {
  it('a NOT NULL column: 422 with the field label', async () => {
    const { status, body } = await violate('not-null');
    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, msg: 'Activo es obligatorio.', errors: { active: 'Activo es obligatorio' } });
  });

  it('a unique key: 409 naming the value that is taken', async () => {
    const { status, body } = await violate('unique');
    expect(status).toBe(409);
    expect(body.msg).toMatch(/^Ya existe un registro con ese valor de /);
    expect(Object.keys(body.errors)).toEqual(['username']);
  });

  it('a reference to a missing record: 422; removing a record others point to: 409', async () => {
    const missing = await violate('foreign-key');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ company_id: 'company_id: el registro indicado no existe' });
    const referenced = await violate('still-referenced');
    expect(referenced.status).toBe(409);
    expect(referenced.body.msg).toBe('No se puede eliminar o cambiar porque está relacionado con otros registros.');
  });

  it('a check constraint: 422 naming the column it guards', async () => {
    const { status, body } = await violate('check');
    expect(status).toBe(422);
    expect(body.errors).toEqual({ side: 'El valor de side no es válido' });
  });

  it('a value its type cannot hold: 422', async () => {
    for (const kind of ['out-of-range', 'bad-number'] as const) {
      const { status, body } = await violate(kind);
      expect(status, kind).toBe(422);
      expect(body.success).toBe(false);
      expect(body.msg).toMatch(/^Un valor enviado /);
    }
  });
});
