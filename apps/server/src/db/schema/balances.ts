import { balanceMovements, bankAccount as bankAccountDef, companyBalanceMovements, consignments as consignmentsDef, consignmentsCompany as consignmentsCompanyDef } from '@app/shared';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgView, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { resourceTable } from './resource-table.ts';

export const bankAccount = resourceTable(bankAccountDef, (t) => [
  uniqueIndex('bank_account_number_unique').on(t.company_id, t.bank_id, t.account_number),
]);

/**
 * The same deposit (bank account + transaction id) can be credited only once at a time: the index holds only
 * approved rows, so two approvals racing over one deposit cannot both commit, whatever the application checks.
 * A reversed consignment leaves the index, so a corrected report of that deposit can be approved again.
 */
export const consignments = resourceTable(consignmentsDef, (t) => [
  uniqueIndex('consignments_credited_deposit').on(t.bank_account_id, t.transaction_id).where(sql`consignments_state = 'finalized'`),
  index('consignments_user_idx').on(t.company_id, t.user_id),
]);

/**
 * Companies pay into the root company's accounts, so the deposit key spans every company: no company_id in it,
 * two companies can never both be credited for one deposit.
 */
export const consignmentsCompany = resourceTable(consignmentsCompanyDef, (t) => [
  uniqueIndex('consignments_company_credited_deposit').on(t.bank_account_id, t.transaction_id).where(sql`consignments_state = 'finalized'`),
]);

const movementColumns = {
  id: bigint('id', { mode: 'number' }).notNull(),
  company_id: integer('company_id').notNull(),
  movement_date: timestamp('movement_date', { withTimezone: true, mode: 'string' }).notNull(),
  kind: text('kind').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balance_after: bigint('balance_after', { mode: 'number' }).notNull(),
  note: text('note'),
  object_type: text('object_type'),
  object_id: integer('object_id'),
  actor_name: text('actor_name'),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull(),
};

/** Ledger rows of users' balances, shaped as a read-only resource (balance-movements). */
export const balanceMovement = pgView(balanceMovements.table, {
  ...movementColumns, user_id: integer('user_id').notNull(), user_name: text('user_name'),
}).as(sql`
  SELECT l.id, l.company_id, l.account_id AS user_id, u.name AS user_name, l.created_at AS movement_date, l.kind, l.amount,
         l.balance_after, l.note, l.object_type, l.object_id, l.actor_name, l.created_at, l.created_at AS updated_at
    FROM ledger_entry l LEFT JOIN users u ON u.id = l.account_id WHERE l.account_type = 'user'`);

/** Ledger rows of companies' own balances: the company is the account, whoever's movement posted it. */
export const companyBalanceMovement = pgView(companyBalanceMovements.table, movementColumns).as(sql`
  SELECT id, account_id AS company_id, created_at AS movement_date, kind, amount, balance_after, note,
         object_type, object_id, actor_name, created_at, created_at AS updated_at
    FROM ledger_entry WHERE account_type = 'company'`);

/**
 * The generic engine's tables for these resources (spread into resourceTables). Loosely typed on purpose: two
 * are views, which must not make every entry of resourceTables look non-insertable to its typed users (seed).
 */
export const balanceResourceTables: Record<string, any> = {
  'bank-account': bankAccount,
  consignments,
  'consignments-company': consignmentsCompany,
  'balance-movements': balanceMovement,
  'company-balance-movements': companyBalanceMovement,
};
