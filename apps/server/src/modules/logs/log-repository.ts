import type { ListOrder } from '@app/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { unprocessable } from '../../lib/errors.ts';

export interface LogFilters {
  object_type?: string;
  object_id?: number;
  user_name?: string;
}

/**
 * Which entries of the company a caller may read: all of them, or only those of the records it reaches, given
 * per record type as a subquery of reachable ids (the engine's own scope, so the log follows the record's rules).
 */
export type LogReach = 'company' | readonly { objectType: string; ids: SQLWrapper }[];

/** The columns a log list may be sorted by (`_order`); newest first when none is given. */
const SORTABLE = {
  id: auditLog.id, created_at: auditLog.created_at, user_name: auditLog.user_name,
  object_type: auditLog.object_type, object_id: auditLog.object_id, text: auditLog.text,
} as const;

function logOrder(order: ListOrder | undefined): SQL[] {
  if (!order) return [desc(auditLog.created_at), desc(auditLog.id)];
  const column = SORTABLE[order.field as keyof typeof SORTABLE];
  if (!column) {
    throw unprocessable(`No se puede ordenar el registro de cambios por "${order.field}": use ${Object.keys(SORTABLE).join(', ')}.`,
      { _order: `Campo de orden desconocido: ${order.field}` });
  }
  const by = order.direction === 'ASC' ? asc : desc;
  // id breaks ties so pages never overlap or skip entries
  return [by(column), by(auditLog.id)];
}

export async function listLogs(db: Tx, companyId: number, filters: LogFilters, page: number, size: number, reach: LogReach, order?: ListOrder) {
  const where: SQL[] = [eq(auditLog.company_id, companyId)];
  if (reach !== 'company') {
    if (!reach.length) return { items: [], total: 0 };
    where.push(or(...reach.map((r) => and(eq(auditLog.object_type, r.objectType), inArray(auditLog.object_id, r.ids))))!);
  }
  if (filters.object_type) where.push(eq(auditLog.object_type, filters.object_type));
  if (filters.object_id) where.push(eq(auditLog.object_id, filters.object_id));
  if (filters.user_name) where.push(ilike(auditLog.user_name, `%${filters.user_name}%`));
  const rows = await db.select().from(auditLog).where(and(...where))
    .orderBy(...logOrder(order)).limit(size).offset((page - 1) * size);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(and(...where));
  return { items: rows, total: Number(total) };
}
