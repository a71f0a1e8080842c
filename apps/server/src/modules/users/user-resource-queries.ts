import { eq, like, ne, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { RowScope } from '../../engine/resource-types.ts';

/**
 * The SQL the user-backed resources (user, distribuitors, clients) add to the generic engine: which rows a
 * caller reaches and the values computed per row. Only this file and user-repository.ts touch `users` for them.
 */

/** The caller and everyone below it (its materialised path is a prefix of theirs). */
export const inSubtree = (scope: RowScope): SQL[] => (scope.subtreePath ? [like(users.path, `${scope.subtreePath}%`)] : []);

/** Strictly below the caller: a distributor's network never lists the distributor itself. */
export const belowCaller = (scope: RowScope): SQL[] =>
  (scope.subtreePath ? [like(users.path, `${scope.subtreePath}%`), ne(users.path, scope.subtreePath)] : []);

export const withRole = (role: string) => (scope: RowScope): SQL[] => [eq(users.rol, role), ...belowCaller(scope)];

// Written as plain SQL on purpose: drizzle renders a column of a single-table select unqualified, which inside
// these subqueries would bind to the inner alias; `users.` names the outer row explicitly.
export const parentName = sql<string | null>`(SELECT p.name FROM users p WHERE p.id = users.parent_id)`;
export const childrenCount = sql<number>`(SELECT count(*)::int FROM users c WHERE c.parent_id = users.id)`;
export const priceGroupName = sql<string | null>`(SELECT g.name FROM price_group g WHERE g.id = users.price_group_id)`;

/** Columns a user row never answers. */
export const SECRET_USER_COLUMNS = ['password_hash', 'session_version'] as const;

