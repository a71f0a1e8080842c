import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.ts';
import type { AuthContext } from '../plugins/auth.ts';
import type { Row, RowScope } from './resource-types.ts';

/**
 * Domain rules a resource adds to the generic create/update/delete (e.g. a consignment's minimum amount, or
 * that only a pending one may be edited). Each runs inside the write's transaction, after the row was locked,
 * so a rule checked here cannot be raced; throwing an AppError refuses the write and nothing is saved.
 */
export interface ResourceHooks {
  /** May complete or replace the values about to be inserted (owner and company are already set). */
  beforeCreate?: (tx: Tx, auth: AuthContext, values: Record<string, unknown>) => Promise<Record<string, unknown> | void>;
  /** `before` is the stored row, locked FOR UPDATE; may replace the patch. Image uploads pass through here too. */
  beforeUpdate?: (tx: Tx, auth: AuthContext, before: Row, patch: Record<string, unknown>) => Promise<Record<string, unknown> | void>;
  beforeRemove?: (tx: Tx, auth: AuthContext, before: Row) => Promise<void>;
  /** Runs after the insert, in its transaction (e.g. seeding a new company's groups); may return the row to answer. */
  afterCreate?: (tx: Tx, auth: AuthContext, row: Row) => Promise<Row | void>;
  /** A handwritten table backing the definition (company, users) instead of a generated one. */
  table?: PgTable;
  /** Conditions added to the caller's scope (e.g. only users with role Cliente below the caller). */
  scope?: (scope: RowScope) => SQL[];
  /** Computed columns (SQL over the row) answered, filtered and sorted like stored ones. */
  columns?: Record<string, SQL>;
  /** Stored columns never answered (password hashes, session counters). */
  omit?: readonly string[];
  /**
   * Answered columns only some callers read (e.g. a consignment's duplicate suspicion, for staff only): left out
   * of every answer to the others, and never written to the record's log, which the record's owner reads.
   */
  restricted?: { columns: readonly string[]; readers: (auth: AuthContext) => boolean };
}

/** Hooks by resource name. */
export type ResourceHooksMap = Record<string, ResourceHooks>;
