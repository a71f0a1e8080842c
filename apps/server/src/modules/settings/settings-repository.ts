import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { configuration } from '../../db/schema/index.ts';

const t = configuration as any;

export type ConfigurationRow = {
  id: number; name: string; label: string | null; value_conf: string | null; type_field: string; key: string;
};

/** The company's global entries (no subsidiary or object): the values login and the settings page use. */
export async function globalEntries(db: Tx, companyId: number): Promise<ConfigurationRow[]> {
  return (await db.select().from(configuration)
    .where(and(eq(t.company_id, companyId), isNull(t.bus_subsidiary_id), isNull(t.object_id)))
    .orderBy(t.name)) as ConfigurationRow[];
}

export async function insertEntry(db: Tx, companyId: number, entry: { name: string; label: string; type_field: string; value_conf: string }) {
  await db.insert(configuration).values({
    company_id: companyId, ...entry, key: entry.name, is_global: true, require_subsidiary: false,
  } as never);
}

export async function updateEntryValue(db: Tx, id: number, value: string | null) {
  await db.update(configuration).set({ value_conf: value } as never).where(eq(t.id, id));
}
