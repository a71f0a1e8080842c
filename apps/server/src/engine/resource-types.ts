/** Types shared by the engine's hooks, repository and service (kept apart so those files never import in a circle). */

export interface RowScope {
  companyId: number;
  /** Materialised path of the caller when it is restricted to its subtree. */
  subtreePath: string | null;
}

export type Row = Record<string, unknown> & { id: number };
