import { referenceLabelOf, referenceNameKey, type ResourceDef } from '@app/shared';
import { getTableColumns, getTableName, getViewSelectedFields, is, sql, type SQL } from 'drizzle-orm';
import { getViewConfig, PgView, type PgTable } from 'drizzle-orm/pg-core';

/**
 * Computed columns answering, beside each reference id, the text a person knows the record by (a consignment's
 * `user_id` → `user_name`, `approved_by` → `approved_by_name`), for every reference whose target resource declares
 * its `referenceLabel`. Whoever reads a row reads these names with it: a distributor or a client often may not
 * read the records a row points to (its parent, the staff who approved it), so the web cannot resolve the ids.
 * A column the source already has (e.g. the balance-movement view's user_name) or that the definition declares
 * is left as it is.
 */
export function referenceNameColumns(
  def: ResourceDef, source: PgTable | PgView, tableOf: (resource: string) => PgTable | undefined,
): Record<string, SQL> {
  const isView = is(source, PgView);
  const own = isView ? getViewSelectedFields(source as PgView) : getTableColumns(source as PgTable);
  const taken = new Set([...Object.keys(own), ...def.fields.map((f) => f.name)]);
  const outer = isView ? getViewConfig(source as PgView).name : getTableName(source as PgTable);
  const columns: Record<string, SQL> = {};
  for (const f of def.fields) {
    const label = referenceLabelOf(f);
    const target = label ? tableOf(f.reference!) : undefined;
    const key = referenceNameKey(f.name);
    if (!label || !target || taken.has(key) || !(f.name in own)) continue;
    if (!(label in getTableColumns(target))) throw new Error(`${f.reference}.referenceLabel: ${label} is not a column of its table`);
    // plain identifiers on purpose: the outer row is named by its table, the target by an alias of its own, so a
    // self-reference (a user's parent) binds each side to the right row
    columns[key] = sql`(SELECT r.${sql.identifier(label)} FROM ${target} r WHERE r.id = ${sql.identifier(outer)}.${sql.identifier(f.name)})`;
  }
  return columns;
}
