import type { ResourceHooksMap } from '../../engine/resource-hooks.ts';
import { ownMovements } from './balance-repository.ts';

/** A materialised path ("/4/9/") ends with its user's own id. */
const ownIdOf = (path: string) => Number(path.split('/').filter(Boolean).pop());

/**
 * balance-movements: staff see every user's rows in the company; a distributor or client, which the engine
 * would limit to its subtree, sees only its own (its children's money is theirs to see).
 */
export const balanceMovementHooks: ResourceHooksMap = {
  'balance-movements': { scope: (s) => (s.subtreePath ? [ownMovements(ownIdOf(s.subtreePath))] : []) },
};
