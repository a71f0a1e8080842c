import { BIGINT_ID_MAX, INT4_MAX, type ResourceDef } from '@app/shared';
import { desc, eq, inArray, getTableColumns, getViewSelectedFields, is, sql, type SQL } from 'drizzle-orm';
import { PgView, type PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { cappedCount, countCap, countRows, EXACT_COUNT_CAP, subsetPastCap } from './count-rows.ts';
import { cursorBatches } from './export-cursor.ts';
import { combine, filterConditions, orderBy, TEXT_KINDS, type ListParams } from './list-query.ts';
import { inline, listShapeKey, slots, statementCache, type Bind } from './list-statements.ts';
import { searchProbes, type SearchProbes } from './prefix-probe.ts';
import type { ResourceHooks } from './resource-hooks.ts';
import type { Row, RowScope } from './resource-types.ts';

/** Which rows a caller may reach: its company, and within it only its own subtree unless it is staff. */

/** How many of the newest rows a search tests before it falls back to the trigram plan (see newestPage). */
const NEWEST_WINDOW = 4_000;
/** Only the first pages are looked for there: deeper ones lie beyond the window for all but the densest terms. */
const NEWEST_PAGES_ROWS = 100;

/** A kept statement without a name (see list-statements.ts); drizzle's `prepare` types its name as required. */
const UNNAMED = undefined as unknown as string;

/** The only code that touches a plain resource's table. */
export function resourceRepository(def: ResourceDef, table: PgTable, hooks: ResourceHooks = {}) {
  const t = table as any;
  // what a row answers: the stored columns minus the omitted ones, plus computed ones
  // read-only resources may be backed by a view (e.g. balance movements)
  const columns: Record<string, any> = is(table, PgView) ? getViewSelectedFields(table as PgView) : getTableColumns(table);
  const stored = Object.fromEntries(Object.entries(columns).filter(([k]) => !hooks.omit?.includes(k)));
  const fields = { ...stored, ...hooks.columns } as Record<string, any>;
  // filters and order resolve names against stored and computed columns alike
  const source = { ...columns, ...hooks.columns } as unknown as PgTable;
  const select = (db: Tx) => db.select(fields).from(table);
  // lists, pickers and exports never show images: leave the (large, base64) image columns out of them
  const images = new Set(def.fields.filter((f) => f.kind === 'image').map((f) => f.name));
  const listFields = Object.fromEntries(Object.entries(fields).filter(([k]) => !images.has(k)));
  const selectForList = (db: Tx) => db.select(listFields).from(table);
  // computed columns are not in RETURNING: read the written row back (same transaction)
  const reread = async (db: Tx, id: number) => ((await select(db).where(eq(t.id, id)).limit(1)) as Row[])[0];

  // filters answered by ILIKE '%…%' (list-query.ts): their counts are the costly ones (count-rows.ts)
  const containsKeys = new Set(['q', ...def.fields.filter((f) => TEXT_KINDS.has(f.kind)).map((f) => f.name)]);
  const hasContains = (data: Record<string, unknown> = {}) =>
    Object.entries(data).some(([k, v]) => containsKeys.has(k) && v !== undefined && v !== null && v !== '');

  function scopeConditions(scope: RowScope, bind: Bind = inline): SQL[] {
    const where: SQL[] = [];
    if (def.scope === 'company') where.push(eq(t.company_id, bind(scope.companyId)));
    if (scope.subtreePath && def.ownerField) {
      where.push(sql`${t[def.ownerField]} IN (SELECT ${users.id} FROM ${users} WHERE ${users.path} LIKE ${bind(`${scope.subtreePath}%`)})`);
    }
    if (hooks.scope) where.push(...hooks.scope(scope));
    return where;
  }

  /**
   * One page of rows: the page's ids first, from the index alone; only those rows then compute their columns
   * (reference names are subqueries): with a plain OFFSET, PostgreSQL computed them for every skipped row too.
   */
  const listPage = (db: Tx, where: SQL | undefined, order: SQL[], limit: unknown, offset: unknown) => {
    const pageIds = db.select({ id: t.id }).from(table).where(where).orderBy(...order).limit(limit as number).offset(offset as number);
    return selectForList(db).where(inArray(t.id, pageIds)).orderBy(...order);
  };
  /** The list in its default order, newest first: the order the search's newest-rows walk follows. */
  const newestFirst = (params: ListParams) => !params._order && def.defaultOrder.field === 'id' && def.defaultOrder.direction === 'DESC';
  /**
   * A term found densely among the newest rows (a common domain typed in the middle, "correo96") has its first
   * pages there: they are read by testing the term on the newest NEWEST_WINDOW rows only (the primary key's
   * range, walked newest first), instead of fetching and sorting every trigram match. Fewer matches than the page
   * there: undefined, and the usual plan runs (the window cost a few milliseconds). Same rows either way.
   */
  const newestPage = async (db: Tx, probes: SearchProbes, order: SQL[], size: number, offset: number) => {
    // the window's lowest id, read first: as a value, the planner sees a range of NEWEST_WINDOW rows (a subquery in
    // its place looked like a third of the table, and the walk was handed to parallel workers whose start cost
    // more than the walk)
    const [floor] = (await db.select({ id: t.id }).from(table).where(combine(probes.others)).orderBy(desc(t.id)).offset(NEWEST_WINDOW - 1).limit(1)) as { id: number }[];
    const found = (await listPage(db, combine([...probes.walk, sql`${t.id} >= ${floor?.id ?? 0}`]), order, size, offset)) as Row[];
    return found.length === size ? found : undefined;
  };
  const listStatements = statementCache<{ items: { execute: (v: Record<string, unknown>) => Promise<unknown[]> }; count: { execute: (v: Record<string, unknown>) => Promise<{ total: number }[]> } }>();

  return {
    /** Every column a row answers (stored and computed, images included), by name: the row's response schema. */
    answeredColumns: fields,
    /** The table's own columns (NOT NULL ones refuse null in the write schemas). */
    tableColumns: columns,

    /** The largest id the id column holds (int4, or bigint for the ledger's view): a path id beyond it names no row. */
    maxId: columns.id?.getSQLType?.() === 'bigint' ? BIGINT_ID_MAX : INT4_MAX,

    async list(db: Tx, scope: RowScope, params: ListParams, page: { page: number; size: number }) {
      const order = orderBy(def, source, params._order);
      const contains = hasContains(params.data);
      // the same shape runs the SQL kept from its first call (list-statements.ts); a module's own scope rules
      // carry their values inside their SQL, and a "contains" count may ask the planner: those are built per call
      if (hooks.scope || contains) {
        const plain = combine([...scopeConditions(scope), ...filterConditions(def, source, params.data)]);
        const probes = await searchProbes(db, def, source, params.data, (data) => [...scopeConditions(scope), ...filterConditions(def, source, data)]);
        // a term with common trigrams is found through its rare ones (rare-trigrams.ts): the same rows
        const where = probes?.narrowed ? combine(probes.narrowed) : plain;
        const offset = (page.page - 1) * page.size;
        const items = async () => {
          // the first pages of a term dense among the newest rows, common or not, are there
          const newest = probes && newestFirst(params) && offset + page.size <= NEWEST_PAGES_ROWS
            ? await newestPage(db, probes, order, page.size, offset) : undefined;
          if (newest) return newest;
          // elsewhere, a term common enough that an index range proves more matches than the exact cap has its
          // page found by walking the list's order (prefix-probe.ts)
          const common = probes ? await subsetPastCap(db, table, probes.subsets, EXACT_COUNT_CAP) : false;
          return (await listPage(db, common ? combine(probes!.walk) : where, order, page.size, offset)) as Row[];
        };
        const total = async () => {
          // past the search's cap by an index range alone, the total is the estimate without a row tested
          const pastCap = probes ? await subsetPastCap(db, table, probes.subsets, countCap(contains)) : false;
          return countRows(db, table, where, contains, pastCap, plain);
        };
        // the page and the count read nothing of each other: each on its own connection, at the same time
        const [rows, counted] = await Promise.all([items(), total()]);
        return { items: rows, ...counted };
      }
      const { bind, values } = slots();
      const where = combine([...scopeConditions(scope, bind), ...filterConditions(def, source, params.data, bind)]);
      const [limit, offset] = [bind(page.size), bind((page.page - 1) * page.size)];
      const kept = listStatements(db, listShapeKey(params.data, params._order, scope.subtreePath ? 'subtree' : 'all'), () => ({
        // unnamed: PostgreSQL parses and plans each run as any other query (drizzle's own runs are unnamed too)
        items: listPage(db, where, order, limit, offset).prepare(UNNAMED),
        count: cappedCount(db, table, where).prepare(UNNAMED),
      }));
      const items = (await kept.items.execute(values)) as Row[];
      const [{ total }] = await kept.count.execute(values);
      if (total <= EXACT_COUNT_CAP) return { items, total };
      // past the cap the total is the planner's estimate, which needs the values in the statement
      return { items, ...(await countRows(db, table, combine([...scopeConditions(scope), ...filterConditions(def, source, params.data)]))) };
    },

    /**
     * The ids of the rows the caller reaches, as a subquery, so another table (the audit log) can be kept to the
     * records the caller may read with exactly the rules of get and list.
     */
    reachableIds(db: Tx, scope: RowScope) {
      return db.select({ id: t.id }).from(table).where(combine(scopeConditions(scope)));
    },

    async get(db: Tx, scope: RowScope, id: number, lock = false): Promise<Row | undefined> {
      const q = select(db).where(combine([eq(t.id, id), ...scopeConditions(scope)])).limit(1);
      return ((lock ? await q.for('update') : await q) as Row[])[0];
    },

    async insert(db: Tx, values: Record<string, unknown>): Promise<Row> {
      const row = ((await db.insert(table).values(values as never).returning(stored)) as Row[])[0];
      return hooks.columns ? reread(db, row.id) : row;
    },

    async update(db: Tx, id: number, values: Record<string, unknown>): Promise<Row> {
      const row = ((await db.update(table).set({ ...values, updated_at: sql`now()` } as never).where(eq(t.id, id)).returning(stored)) as Row[])[0];
      return hooks.columns ? reread(db, id) : row;
    },

    async remove(db: Tx, id: number): Promise<void> {
      await db.delete(table).where(eq(t.id, id));
    },

    async search(db: Tx, scope: RowScope, name: string | undefined, data: Record<string, unknown>, limit: number) {
      const filters = { ...data, ...(name ? { q: name } : {}) };
      const where = combine([...scopeConditions(scope), ...filterConditions(def, source, filters)]);
      return (await selectForList(db).where(where).orderBy((source as any)[def.searchField], t.id).limit(limit)) as Row[];
    },

    /**
     * Every row of the list (its filters and order, without paging) for an export, streamed from one snapshot by
     * a server-side cursor (export-cursor.ts). A bad order or filter throws here, before any connection is taken.
     */
    iterate(db: Db, scope: RowScope, params: ListParams, batch = 500): AsyncGenerator<Row[]> {
      const where = combine([...scopeConditions(scope), ...filterConditions(def, source, params.data)]);
      const order = orderBy(def, source, params._order);
      // named columns: the cursor's rows are read by name, computed ones (reference names) included
      const named = Object.fromEntries(Object.entries(listFields).map(([k, c]) => [k, sql`${c}`.as(k)]));
      return cursorBatches(db, db.select(named).from(table).where(where).orderBy(...order), batch);
    },
  };
}

export type ResourceRepository = ReturnType<typeof resourceRepository>;
