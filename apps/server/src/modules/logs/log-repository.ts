import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface LogFilters {
  object_type?: string;
  object_id?: number;
  user_name?: string;
}

export async function listLogs(db: Tx, companyId: number, filters: LogFilters, page: number, size: number) {
  const where: SQL[] = [eq(auditLog.company_id, companyId)];
  if (filters.object_type) where.push(eq(auditLog.object_type, filters.object_type));
  if (filters.object_id) where.push(eq(auditLog.object_id, filters.object_id));
  if (filters.user_name) where.push(ilike(auditLog.user_name, `%${filters.user_name}%`));
  const rows = await db.select().from(auditLog).where(and(...where))
    .orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(size).offset((page - 1) * size);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(and(...where));
  return { items: rows.map((r) => ({ ...r, changes: JSON.stringify(r.changes) })), total: Number(total) };
}
