import { listOrder, MAX_LIST_PAGE, ORDER_FORMAT_MSG, type ListOrder, type ResourceDef } from '@app/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { unprocessable } from '../lib/errors.ts';
import { inline, type Bind } from './list-statements.ts';

export interface ListParams {
  data?: Record<string, unknown>;
  _paginate?: { page?: number; max_rows?: number };
  /** Normalized by the shared `listOrder` schema; the other accepted forms are read here too. */
  _order?: ListOrder | string | Record<string, string>;
}

export const MAX_PAGE_SIZE = 1000;

export const TEXT_KINDS = new Set(['text', 'textarea', 'email', 'phone', 'url', 'video']);
const SYSTEM_COLUMNS = ['id', 'created_at', 'updated_at'];

export const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * WHERE conditions for a list's filters; names were validated against the definition by the route schema. Every
 * value goes through `bind`, so a kept statement can take them as placeholders (list-statements.ts).
 */
export function filterConditions(def: ResourceDef, table: PgTable, data: Record<string, unknown> = {}, bind: Bind = inline): SQL[] {
  const col = (name: string) => (table as any)[name];
  const where: SQL[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      where.push(ilike(col(def.searchField), bind(`%${escapeLike(String(value))}%`) as string));
      continue;
    }
    if (key === 'id') {
      where.push(Array.isArray(value) ? inArray(col('id'), value.map(bind) as number[]) : eq(col('id'), bind(Number(value))));
      continue;
    }
    const range = key.match(/^(.*)_(gte|lte)$/);
    if (range && col(range[1])) {
      where.push(rangeCondition(def, col(range[1]), range[1], range[2] as 'gte' | 'lte', String(value), bind));
      continue;
    }
    const field = def.fields.find((f) => f.name === key);
    if (!field || !col(key)) continue;
    if (value === null) where.push(isNull(col(key)));
    else if (TEXT_KINDS.has(field.kind)) where.push(ilike(col(key), bind(`%${escapeLike(String(value))}%`) as string));
    else if (field.kind === 'boolean') where.push(eq(col(key), bind(value === true || value === 'true')));
    else where.push(eq(col(key), bind(value)));
  }
  return where;
}

const isTimestamp = (def: ResourceDef, name: string) =>
  SYSTEM_COLUMNS.includes(name) && name !== 'id' || def.fields.some((f) => f.name === name && f.kind === 'datetime');

/** A date-only bound on a timestamp covers that whole day in Bogota time (spec §9). */
function rangeCondition(def: ResourceDef, column: any, name: string, bound: 'gte' | 'lte', value: string, bind: Bind): SQL {
  if (isTimestamp(def, name) && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    // typed parameters: "date + unknown" is ambiguous to PostgreSQL (date + integer | interval | time)
    const dayStart = (days: number) => sql`((${bind(value)}::date + ${days}::int)::timestamp AT TIME ZONE 'America/Bogota')`;
    return bound === 'gte' ? sql`${column} >= ${dayStart(0)}` : sql`${column} < ${dayStart(1)}`;
  }
  return bound === 'gte' ? gte(column, bind(value)) : lte(column, bind(value));
}

export function orderBy(def: ResourceDef, table: PgTable, order: ListParams['_order']): SQL[] {
  // routes hand over the normalized form; anything else (an internal caller) is read by the same shared schema
  const parsed = order === undefined || order === '' ? null : listOrder.safeParse(order);
  if (parsed && !parsed.success) throw unprocessable(ORDER_FORMAT_MSG, { _order: ORDER_FORMAT_MSG });
  const { field, direction } = parsed?.data ?? def.defaultOrder;
  const sortable = [...SYSTEM_COLUMNS, ...def.fields.filter((f) => f.kind !== 'image' && f.kind !== 'json' && f.sortable !== false).map((f) => f.name)];
  // a field with no column (e.g. a password accepted on create) cannot be sorted either
  if (!sortable.includes(field) || !(table as any)[field]) {
    throw unprocessable(`No se puede ordenar por "${field}": no es un campo de ${def.label.many}.`, { _order: `Campo de orden desconocido: ${field}` });
  }
  const column = (table as any)[field];
  // id breaks ties so pages never overlap or skip rows
  return [direction === 'ASC' ? asc(column) : desc(column), direction === 'ASC' ? asc((table as any).id) : desc((table as any).id)];
}

export function pagination(p: ListParams['_paginate']): { page: number; size: number } {
  const page = Math.min(MAX_LIST_PAGE, Math.max(1, Math.floor(Number(p?.page ?? 1)) || 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(p?.max_rows ?? 25)) || 25));
  return { page, size };
}

export const combine = (conditions: (SQL | undefined)[]): SQL | undefined => and(...conditions.filter(Boolean) as SQL[]);
