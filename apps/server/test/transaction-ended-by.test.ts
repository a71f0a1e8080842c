import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeTogether, inTransactionEndedBy, onCommit } from '../src/db/client.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { one } from './sales-helpers.ts';

/**
 * A transaction ended by its last statement (db/client.ts, the purchase's last step): the statement and COMMIT go
 * in one message, with its values inlined as literals; a statement that fails by itself rolls everything back.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.database.db.execute(sql`CREATE TABLE ended_by_probe (id int PRIMARY KEY, note text)`);
});
afterAll(() => ctx.close());

const notes = async () => (await ctx.database.db.execute(sql`SELECT id, note FROM ended_by_probe ORDER BY id`)).rows;

describe('inTransactionEndedBy', () => {
  it('commits with the last statement, inlining awkward text safely, and runs the commit hooks once', async () => {
    let committed = 0;
    const awkward = `O'Brien \\ "$1" -- ; COMMIT; DROP TABLE ended_by_probe`;
    const rows = await inTransactionEndedBy(ctx.database.db, async (tx, finish) => {
      const [first] = await executeTogether<[number]>(tx, [{ query: sql`INSERT INTO ended_by_probe VALUES (${1}, ${'uno'}) RETURNING id`, read: (r) => Number(r[0].id) }]);
      onCommit(tx, () => committed++);
      return finish(sql`INSERT INTO ended_by_probe VALUES (${first + 1}, ${awkward}) RETURNING note`);
    });
    expect(rows).toEqual([{ note: awkward }]);
    expect(committed).toBe(1);
    expect(await notes()).toEqual([{ id: 1, note: 'uno' }, { id: 2, note: awkward }]);
  });

  it('rolls back the whole transaction when the last statement fails by itself (assert_or_raise), and runs no hook', async () => {
    let committed = 0;
    await expect(inTransactionEndedBy(ctx.database.db, async (tx, finish) => {
      await tx.execute(sql`INSERT INTO ended_by_probe VALUES (3, 'tres')`);
      onCommit(tx, () => committed++);
      return finish(sql`WITH w AS (INSERT INTO ended_by_probe VALUES (4, 'cuatro') RETURNING id)
        SELECT assert_or_raise((SELECT count(*) FROM w) = 2, 'la prueba no pudo terminar') AS ok`);
    })).rejects.toThrow('la prueba no pudo terminar');
    expect(committed).toBe(0);
    expect((await notes()).map((r) => r.id)).toEqual([1, 2]);
    // the connection went back to the pool clean: the next transaction works
    expect(await one(ctx, sql`SELECT count(*)::int AS n FROM ended_by_probe`)).toEqual({ n: 2 });
  });

  it('stops at the first failing statement sent together, and the transaction rolls back', async () => {
    await expect(inTransactionEndedBy(ctx.database.db, async (tx) => {
      await executeTogether(tx, [
        { query: sql`INSERT INTO ended_by_probe VALUES (5, 'cinco')`, read: () => undefined },
        { query: sql`INSERT INTO ended_by_probe VALUES (1, 'repetido')`, read: () => undefined },
        { query: sql`INSERT INTO ended_by_probe VALUES (6, 'seis')`, read: () => undefined },
      ]);
    })).rejects.toThrow();
    expect((await notes()).map((r) => r.id)).toEqual([1, 2]);
  });
});
