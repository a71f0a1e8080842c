import { catalogGroupId } from '@app/shared/store/catalog';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * The company's category tree for a report's `categories` filter (spec §5: the user-balance tree picker selects
 * leaf categories only): each service a branch (the catalog screen's ids, "service:NAME"), its products the leaves
 * (the product id as text). Inactive products stay: a balance may come from what was bought before.
 */
/** A branch of the tree: a service and its products (leaves). */
export interface CategoryBranch {
  id: string;
  name: string;
  children: { id: string; name: string }[];
}

export async function categoryTree(db: Tx, companyId: number): Promise<CategoryBranch[]> {
  const result = await db.execute(sql`SELECT id, name, service FROM type_digital_account
    WHERE company_id = ${companyId} ORDER BY service, name, id`);
  const branches = new Map<string, CategoryBranch>();
  for (const p of result.rows as { id: number; name: string; service: string }[]) {
    const service = p.service || 'SIN SERVICIO';
    if (!branches.has(service)) branches.set(service, { id: catalogGroupId(service), name: service, children: [] });
    branches.get(service)!.children.push({ id: String(p.id), name: p.name });
  }
  return [...branches.values()];
}
