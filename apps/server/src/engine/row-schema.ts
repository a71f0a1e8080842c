import type { ResourceDef } from '@app/shared';
import { Column, is } from 'drizzle-orm';
import { z } from 'zod';
import type { Row } from './resource-types.ts';

/** What one answered column holds, read from its drizzle column; SQL (computed) columns hold whatever their SQL says. */
function columnSchema(column: unknown): z.ZodType | null {
  if (!is(column, Column)) return null;
  const c = column as Column;
  const base = c.dataType === 'string' || c.dataType === 'date' ? z.string()
    : c.dataType === 'number' ? z.number()
      : c.dataType === 'boolean' ? z.boolean()
        : null;
  if (!base) return null;
  return c.notNull ? base : base.nullable();
}

/**
 * One row as the engine answers it: its answered columns typed by their table column (a nullable column answers
 * null), images only in single-record answers (lists leave them out), secrets possibly masked, computed columns
 * and reference names as their SQL answers them. Loose: nothing a row holds is ever dropped.
 */
export function rowSchema(def: ResourceDef, fields: Record<string, unknown>): z.ZodType<Row, Row> {
  const images = new Set(def.fields.filter((f) => f.kind === 'image').map((f) => f.name));
  const secrets = new Set(def.fields.filter((f) => f.secret).map((f) => f.name));
  const shape: Record<string, z.ZodType> = {};
  for (const [name, column] of Object.entries(fields)) {
    const typed = secrets.has(name) ? null : columnSchema(column);
    shape[name] = typed === null ? z.unknown().optional() : images.has(name) ? typed.optional() : typed;
  }
  return z.looseObject(shape) as unknown as z.ZodType<Row, Row>;
}

/** The names of the columns that refuse null (NOT NULL), so the write schemas refuse it with a Spanish 422. */
export const notNullColumns = (columns: Record<string, unknown>): Set<string> =>
  new Set(Object.entries(columns).filter(([, c]) => is(c, Column) && (c as Column).notNull).map(([name]) => name));
