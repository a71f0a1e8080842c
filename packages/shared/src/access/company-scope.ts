/*
 * Who reaches what inside a company, written once for the server and the web. A user's network position is its
 * `path` (the ids from the company's top down to it, each followed by a slash): a distributor reaches itself and
 * every user whose path starts with its own; staff reach the whole company.
 */

/** The company's staff: they sit at level 0 and see every record of the company. */
export const STAFF_ROLES = ['Root', 'Super', 'Admin', 'Renovaciones'] as const;

export const isStaffRole = (role: string): boolean => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * Employees of a company's branches (the point of sale's cashiers): like staff they hang from no one in the network,
 * but they reach only the branches they are assigned to, never the whole company.
 */
export const BRANCH_ROLES = ['Cajero'] as const;

const isBranchRole = (role: string): boolean => (BRANCH_ROLES as readonly string[]).includes(role);

/** Roles created at level 0 with no parent: staff and branch employees. */
export const sitsOutsideNetwork = (role: string): boolean => isStaffRole(role) || isBranchRole(role);

/** Staff, or a distributor at level 0 of the network (the company's top), see the whole company; others their subtree. */
export const seesWholeCompany = (user: { rol: string; level_grid: number | null }): boolean =>
  isStaffRole(user.rol) || (user.level_grid === 0 && !isBranchRole(user.rol));

/** Whether the user at `path` is the owner of `subtreePath` or below it. */
export const isInSubtree = (path: string, subtreePath: string): boolean => path.startsWith(subtreePath);

/** The SQL LIKE pattern of a subtree (`path LIKE pattern`): the same rule as isInSubtree, for queries. */
export const subtreePattern = (subtreePath: string): string => `${subtreePath}%`;
