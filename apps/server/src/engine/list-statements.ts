import { sql, type Placeholder } from 'drizzle-orm';

/*
 * The SQL of a list depends on its shape (which filters are set and how, the order, the caller's scope), not on
 * the values: building it with drizzle and rendering it to text cost more CPU per call than everything else the
 * list does in this process. So each shape is built once, with placeholders where the values go, and kept; a
 * call of the same shape only binds its values. Statements stay unnamed (PostgreSQL parses each run as it does
 * any query), so the database plans exactly as before.
 */

/** Binds a value into a statement: as itself (built per call) or as a placeholder (a kept statement's slot). */
export type Bind = (value: unknown) => unknown;

export const inline: Bind = (value) => value;

/** A placeholder binder: each value bound gets the next slot, and `values` holds what fills the slots. */
export function slots() {
  const values: Record<string, unknown> = {};
  let n = 0;
  const bind: Bind = (value) => {
    const name = `v${n++}`;
    values[name] = value;
    return sql.placeholder(name) as Placeholder;
  };
  return { bind, values };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What decides the SQL of a list's filters besides their names (list-query.ts filterConditions): absent, empty,
 * null, a list and its length, a date-only text (a whole Bogota day), or any other value.
 */
const valueClass = (v: unknown) =>
  v === undefined ? 'u' : v === '' ? 'e' : v === null ? 'n' : Array.isArray(v) ? `a${v.length}` : typeof v === 'string' && DATE_ONLY.test(v) ? 'd' : 's';

/** The shape of a list call: two calls with the same key run the same SQL text with their own values. */
export const listShapeKey = (data: Record<string, unknown> = {}, order: unknown, scope: string) =>
  `${scope}|${JSON.stringify(order ?? null)}|${Object.entries(data).map(([k, v]) => `${k}=${valueClass(v)}`).join('&')}`;

/** Shapes kept per resource: lists with ever new shapes (a filter by 1..1000 ids) stop being kept past it. */
const MAX_SHAPES = 200;

/** Prepared statements by shape, per database handle (each handle runs its own). */
export function statementCache<T>() {
  const byDb = new WeakMap<object, Map<string, T>>();
  return (db: object, key: string, build: () => T): T => {
    let shapes = byDb.get(db);
    if (!shapes) byDb.set(db, (shapes = new Map()));
    const kept = shapes.get(key);
    if (kept) return kept;
    const built = build();
    if (shapes.size < MAX_SHAPES) shapes.set(key, built);
    return built;
  };
}
