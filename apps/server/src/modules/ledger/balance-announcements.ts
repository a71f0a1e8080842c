import { onCommit, type Tx } from '../../db/client.ts';

export interface BalanceAccount {
  type: 'user' | 'company';
  id: number;
}

/**
 * Where this process sends what committed transactions changed: set by the balance module's live feed while it runs
 * (modules/balance/balance-events.ts). The ledger only announces; it does not know who listens, so the ledger stays
 * below the balance module.
 */
let publish: ((accounts: BalanceAccount[]) => void) | null = null;

export function setBalancePublisher(publisher: ((accounts: BalanceAccount[]) => void) | null): void {
  publish = publisher;
}

/**
 * Tells whoever watches these balances that they moved, once the caller's transaction commits (a rolled-back
 * purchase or a refused approval announces nothing). The ledger calls it for every movement it posts.
 */
export function announceBalances(tx: Tx, accounts: BalanceAccount[]): void {
  // the publisher merges repeated accounts into its next notice
  if (accounts.length) onCommit(tx, () => publish?.(accounts));
}
