import type { ResourceDef } from '@app/shared';
import { and, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import { escapeLike } from './list-query.ts';
import { columnSample, rarePieces } from './rare-trigrams.ts';

/**
 * Tables whose search field has a (company_id, field text_pattern_ops) index and a (company_id, reverse(field)
 * text_pattern_ops) one (migrations 0022 and 0029): the stock list's login. Others have none, and a probe there
 * would cost what it saves.
 */
const PREFIX_INDEXED: Record<string, string> = { digital_account: 'login' };

/** What the probes offer a "contains" search (see searchProbes). */
export interface SearchProbes {
  /** Conditions matching only rows the search matches, each answered by an index range alone: the prefix, the suffix. */
  subsets: SQL[];
  /** The search's conditions with the term tested row by row: the plan that walks the list's order and stops at its page. */
  walk: SQL[];
  /** The list's conditions without the search (its scope and other filters). */
  others: SQL[];
  /**
   * The list's conditions with the term found by the trigram index through its rare pieces only and tested whole
   * on the rows they find (rare-trigrams.ts); undefined when the whole term is the better index condition.
   */
  narrowed?: SQL[];
}

/**
 * A "contains" search for a term whose leading characters every row shares (a common prefix, typed by someone
 * who then narrows it) or a common ending (a domain, "@gmail.com") matches tens of thousands of rows, and counting
 * them up to the exact-count cap tests the pattern on every one of them after reading the trigram posting lists of
 * the common part in full. The rows whose field STARTS (or ENDS) with the term are some of the rows that contain
 * it: when an index range alone finds more of those than the cap, the list's total is past the cap without testing
 * a single row, and answers what it answered before (the planner's estimate). Such a term is common, so its page
 * is the first rows of the list's own order that contain it: `walk` tests the term on rows in that order (not
 * through the trigram index, which would fetch and sort every match) and stops at the page. The rows are the same
 * either way; only the plan differs. A term typed in the middle ("correo96", a common domain narrowed) starts and
 * ends no row: `narrowed` finds its rows through its rare trigrams only. Undefined where the probes do not apply.
 */
export async function searchProbes(db: Tx, def: ResourceDef, table: PgTable, data: Record<string, unknown> | undefined, conditions: (data: Record<string, unknown>) => SQL[]): Promise<SearchProbes | undefined> {
  const field = PREFIX_INDEXED[def.table];
  if (!field || field !== def.searchField || !data) return undefined;
  const term = data.q;
  if (typeof term !== 'string' || term === '') return undefined;
  const { q: _q, ...rest } = data;
  const column = (table as any)[field];
  const others = conditions(rest);
  // reversed by character, as PostgreSQL's reverse() does, and escaped after reversing (an escape precedes its character)
  const reversed = [...term].reverse().join('');
  // `|| ''` keeps the trigram index out of this plan: the term is tested on the rows the order's index walks
  const walk = [...others, sql`(${column} || '') ILIKE ${`%${escapeLike(term)}%`}`];
  const pieces = rarePieces(term, await columnSample(db, def.table, column.name));
  return {
    subsets: [
      [...others, like(column, `${escapeLike(term)}%`)],
      [...others, like(sql`reverse(${column})`, `${escapeLike(reversed)}%`)],
    ].map((c) => and(...c)!),
    walk,
    others,
    // the pieces are letters and digits only: nothing to escape
    narrowed: pieces && [...walk, ...pieces.map((p) => ilike(column, `%${p}%`))],
  };
}
