/**
 * The ledger (DOMAIN.md "Ledger"): the only writer of ledger rows and balances. Other modules post movements through
 * `post` / `postCredits` inside their own transactions; the balance module listens to what it announces. A library
 * module: no routes of its own, so it has no registration in app.ts.
 */
export { type LedgerCheck, checkLedger, differenceCount } from './ledger-check-repository.ts';
export { type AccountType, InsufficientFundsError, type Movement, type Posting, type CreditArrays, creditArrays, creditError, post, postCredits, postingStatement } from './ledger-service.ts';
export { dateDemoEntries, type LedgerRow, ledgerRowsOf, userBalance } from './ledger-repository.ts';
export { announceBalances, type BalanceAccount, setBalancePublisher } from './balance-announcements.ts';
