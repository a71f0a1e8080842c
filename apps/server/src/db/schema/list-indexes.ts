import type { SQL } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';

/**
 * Indexes that keep a company's list answering in a few milliseconds at a million rows (measured by bench/lists-at-scale.ts):
 * - one btree (company_id, column, id) per sortable list column: a page ordered by that column (id breaks ties,
 *   engine/list-query.ts) reads 25 index entries instead of sorting every row of the company, and a filter on
 *   that column with the default id order is served by the same index;
 * - one GIN trigram index per "contains" text column (searchField and text filters, `ILIKE '%…%'`): without it
 *   a rare match walks the whole table.
 * `where` keeps an index to the rows a list reads (the ledger's user movements). Columns written on every sale
 * (a user's cached balance) are left out on purpose: an index on them would end PostgreSQL's HOT updates there.
 */
export function listIndexes(table: string, t: any, sorted: string[], contains: string[], where?: SQL): any[] {
  const partial = (i: any) => (where ? i.where(where) : i);
  return [
    ...sorted.map((c) => partial(index(`${table}_list_${c}_idx`).on(t.company_id, t[c], t.id))),
    ...contains.map((c) => partial(index(`${table}_trgm_${c}_idx`).using('gin', t[c].op('gin_trgm_ops')))),
  ];
}
