import type { FieldDef, ResourceDef } from '@app/shared';
import {
  bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { company } from './core.ts';

function column(f: FieldDef) {
  switch (f.kind) {
    case 'money':
      return bigint(f.name, { mode: 'number' });
    case 'integer':
    case 'reference':
      return integer(f.name);
    case 'number':
      return doublePrecision(f.name);
    case 'boolean':
      return boolean(f.name).notNull().default(Boolean(f.defaultValue ?? false));
    case 'date':
      return date(f.name, { mode: 'string' });
    case 'datetime':
      return timestamp(f.name, { withTimezone: true, mode: 'string' });
    case 'json':
      return jsonb(f.name);
    default:
      return text(f.name);
  }
}

export interface ResourceTableOptions {
  /**
   * false for sale documents (orders, bookings, hand-fulfilled requests): a foreign key makes every insert
   * take a share lock on the company row, the very row whose balance every concurrent sale of the company
   * updates, and PostgreSQL then rebuilds that row's multixact for each locker (bench: raw-SQL purchases
   * 320 -> 430 tx/s without it). Their company_id always comes from the signed-in tenant, and a company
   * with documents keeps users, whose own foreign key still stops the company from being deleted.
   */
  companyForeignKey?: boolean;
}

/**
 * The table of a plain resource, derived from its shared definition so the columns cannot drift from the
 * fields the API validates and the web renders. Domain tables (users, ledger, ...) are written by hand.
 */
export function resourceTable(def: ResourceDef, extraIndexes: (t: any) => any[] = () => [], options: ResourceTableOptions = {}) {
  const columns: Record<string, any> = {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  };
  if (def.scope === 'company') {
    const companyId = integer('company_id').notNull();
    columns.company_id = options.companyForeignKey === false ? companyId : companyId.references(() => company.id);
  }
  // a computed field is answered by its module's SQL (hooks.columns), never stored
  for (const f of def.fields) if (!f.computed) columns[f.name] = column(f);
  columns.created_by = integer('created_by');
  columns.created_at = timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
  columns.updated_at = timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
  return pgTable(def.table, columns, (t: any) => {
    const idx = [];
    if (def.scope === 'company') idx.push(index(`${def.table}_company_idx`).on(t.company_id));
    if (def.status) idx.push(index(`${def.table}_status_idx`).on(t.company_id, t[def.status.field]));
    // unique per company (platform-wide for global resources); the name lets the engine say which field clashed
    for (const f of def.fields.filter((x) => x.unique)) {
      const name = `${def.table}_${f.name}_unique`;
      idx.push(def.scope === 'company' ? uniqueIndex(name).on(t.company_id, t[f.name]) : uniqueIndex(name).on(t[f.name]));
    }
    // rules a definition cannot express, e.g. a partial unique index guarding money (consignments)
    idx.push(...extraIndexes(t));
    return idx;
  });
}
