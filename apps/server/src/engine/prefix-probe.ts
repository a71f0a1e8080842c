import type { ResourceDef } from '@app/shared';
import { like, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { escapeLike } from './list-query.ts';

/**
 * Tables whose search field has a (company_id, field text_pattern_ops) index (migration 0022): the stock list's
 * login. Others have none, and a probe there would cost what it saves.
 */
const PREFIX_INDEXED: Record<string, string> = { digital_account: 'login' };

/**
 * A "contains" search for a term whose leading characters every row shares (a common prefix, typed by someone
 * who then narrows it) matches tens of thousands of rows, and counting them up to the exact-count cap tests the
 * pattern on every one of them after reading the trigram posting lists of the common part in full. The rows whose
 * field STARTS with the term are some of the rows that contain it: when an index range alone finds more of those
 * than the cap, the list's total is past the cap without testing a single row, and answers what it answered
 * before (the planner's estimate). Returns that narrower condition (the list's own conditions, and the search as
 * a prefix), or undefined where it does not apply.
 */
export function prefixProbe(def: ResourceDef, table: PgTable, data: Record<string, unknown> | undefined, conditions: (data: Record<string, unknown>) => SQL[]): SQL[] | undefined {
  const field = PREFIX_INDEXED[def.table];
  if (!field || field !== def.searchField || !data) return undefined;
  const term = data.q;
  if (typeof term !== 'string' || term === '') return undefined;
  const { q: _q, ...rest } = data;
  return [...conditions(rest), like((table as any)[field], `${escapeLike(term)}%`)];
}
