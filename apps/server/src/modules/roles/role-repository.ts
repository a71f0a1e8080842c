import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { roleGroup, roleGroupPermission } from '../../db/schema/index.ts';

export async function insertGroup(db: Tx, companyId: number, name: string, role: string | null, permissions: readonly string[]) {
  const [group] = await db.insert(roleGroup).values({ company_id: companyId, name, role }).returning();
  if (permissions.length) {
    await db.insert(roleGroupPermission).values(permissions.map((permission) => ({ group_id: group.id, permission })));
  }
  return group;
}

export async function groupsByIds(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(roleGroup).where(inArray(roleGroup.id, ids));
}

export async function permissionsOfGroup(db: Tx, groupId: number): Promise<string[]> {
  const rows = await db.select({ p: roleGroupPermission.permission }).from(roleGroupPermission).where(eq(roleGroupPermission.group_id, groupId));
  return rows.map((r) => r.p);
}
