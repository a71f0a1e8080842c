import type { ResourceDef } from '@app/shared';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { combine, filterConditions, orderBy, type ListParams } from './list-query.ts';

/** Which rows a caller may reach: its company, and within it only its own subtree unless it is staff. */
export interface RowScope {
  companyId: number;
  /** Materialised path of the caller when it is restricted to its subtree. */
  subtreePath: string | null;
}

export type Row = Record<string, unknown> & { id: number };

/** The only code that touches a plain resource's table. */
export function resourceRepository(def: ResourceDef, table: PgTable) {
  const t = table as any;

  function scopeConditions(scope: RowScope): SQL[] {
    const where: SQL[] = [];
    if (def.scope === 'company') where.push(eq(t.company_id, scope.companyId));
    if (scope.subtreePath && def.ownerField) {
      where.push(sql`${t[def.ownerField]} IN (SELECT ${users.id} FROM ${users} WHERE ${users.path} LIKE ${`${scope.subtreePath}%`})`);
    }
    return where;
  }

  return {
    async list(db: Tx, scope: RowScope, params: ListParams, page: { page: number; size: number }) {
      const where = combine([...scopeConditions(scope), ...filterConditions(def, table, params.data)]);
      const items = await db.select().from(table).where(where).orderBy(...orderBy(def, table, params._order))
        .limit(page.size).offset((page.page - 1) * page.size);
      const [{ total }] = await db.select({ total: count() }).from(table).where(where);
      return { items: items as Row[], total: Number(total) };
    },

    async get(db: Tx, scope: RowScope, id: number, lock = false): Promise<Row | undefined> {
      const q = db.select().from(table).where(combine([eq(t.id, id), ...scopeConditions(scope)])).limit(1);
      return ((lock ? await q.for('update') : await q) as Row[])[0];
    },

    async insert(db: Tx, values: Record<string, unknown>): Promise<Row> {
      return ((await db.insert(table).values(values as never).returning()) as Row[])[0];
    },

    async update(db: Tx, id: number, values: Record<string, unknown>): Promise<Row> {
      return ((await db.update(table).set({ ...values, updated_at: sql`now()` } as never).where(eq(t.id, id)).returning()) as Row[])[0];
    },

    async remove(db: Tx, id: number): Promise<void> {
      await db.delete(table).where(eq(t.id, id));
    },

    async search(db: Tx, scope: RowScope, name: string | undefined, data: Record<string, unknown>, limit: number) {
      const filters = { ...data, ...(name ? { q: name } : {}) };
      const where = combine([...scopeConditions(scope), ...filterConditions(def, table, filters)]);
      return (await db.select().from(table).where(where).orderBy(t[def.searchField], t.id).limit(limit)) as Row[];
    },

    /** Streams rows in pages so an export of every record never holds them all in memory. */
    async *iterate(db: Tx, scope: RowScope, params: ListParams, batch = 1000): AsyncGenerator<Row[]> {
      const where = combine([...scopeConditions(scope), ...filterConditions(def, table, params.data)]);
      for (let offset = 0; ; offset += batch) {
        const rows = (await db.select().from(table).where(where).orderBy(...orderBy(def, table, params._order))
          .limit(batch).offset(offset)) as Row[];
        if (rows.length) yield rows;
        if (rows.length < batch) return;
      }
    },
  };
}

export type ResourceRepository = ReturnType<typeof resourceRepository>;
