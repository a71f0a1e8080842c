import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { roleGroup, roleGroupPermission, userGroup } from '../../db/schema/index.ts';

export type GroupRow = typeof roleGroup.$inferSelect;

export async function groupsWithCounts(db: Tx, companyId: number) {
  return db.select({
    id: roleGroup.id, name: roleGroup.name, role: roleGroup.role,
    users_count: sql<number>`(SELECT count(*)::int FROM ${userGroup} ug WHERE ug.group_id = ${roleGroup.id})`,
  }).from(roleGroup).where(eq(roleGroup.company_id, companyId)).orderBy(asc(roleGroup.id));
}

/** One company's group, locked when asked so two saves of its permissions apply one after the other. */
export async function groupOfCompany(db: Tx, companyId: number, id: number, lock = false): Promise<GroupRow | undefined> {
  const q = db.select().from(roleGroup).where(and(eq(roleGroup.company_id, companyId), eq(roleGroup.id, id))).limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export async function permissionsByGroup(db: Tx, groupIds: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(groupIds.map((id) => [id, []]));
  if (!groupIds.length) return out;
  const rows = await db.select().from(roleGroupPermission).where(inArray(roleGroupPermission.group_id, groupIds))
    .orderBy(asc(roleGroupPermission.permission));
  for (const r of rows) out.get(r.group_id)?.push(r.permission);
  return out;
}

export async function addPermissions(db: Tx, groupId: number, permissions: string[]): Promise<void> {
  if (permissions.length) {
    await db.insert(roleGroupPermission).values(permissions.map((permission) => ({ group_id: groupId, permission }))).onConflictDoNothing();
  }
}

export async function removePermissions(db: Tx, groupId: number, permissions: string[]): Promise<void> {
  if (permissions.length) {
    await db.delete(roleGroupPermission)
      .where(and(eq(roleGroupPermission.group_id, groupId), inArray(roleGroupPermission.permission, permissions)));
  }
}

export async function deleteGroup(db: Tx, id: number): Promise<void> {
  await db.delete(roleGroup).where(eq(roleGroup.id, id));
}

export async function groupNameHolder(db: Tx, companyId: number, name: string): Promise<number | undefined> {
  return (await db.select({ id: roleGroup.id }).from(roleGroup)
    .where(and(eq(roleGroup.company_id, companyId), sql`lower(${roleGroup.name}) = lower(${name})`)).limit(1))[0]?.id;
}
