import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { company, ledgerEntry, users } from '../../db/schema/index.ts';

export type AccountType = 'user' | 'company';
export type LedgerRow = typeof ledgerEntry.$inferSelect;

const balanceTables = { user: users, company } as const;

/**
 * Moves a cached balance in one statement, which row-locks the account until the transaction ends. The guard
 * keeps it at or above minus the account's credit limit; null means the guard refused (insufficient funds).
 */
export async function applyToBalance(db: Tx, type: AccountType, id: number, amount: number, allowNegative: boolean): Promise<number | null> {
  const t = balanceTables[type];
  const guard = allowNegative || amount >= 0 ? sql`true` : sql`${t.balance} + ${amount} >= -${t.credit_limit}`;
  const rows = await db.update(t).set({ balance: sql`${t.balance} + ${amount}` })
    .where(and(eq(t.id, id), guard)).returning({ balance: t.balance });
  return rows[0]?.balance ?? null;
}

/**
 * Moves a cached balance and appends its ledger row in one statement (one round trip: the money path holds its
 * balance locks for as short as possible). Null when the guard refused (insufficient funds): then nothing was
 * written. A key already posted makes the statement fail on the unique index (23505).
 */
export async function moveAndRecord(db: Tx, row: Omit<typeof ledgerEntry.$inferInsert, 'balance_after'>, allowNegative: boolean): Promise<LedgerRow | null> {
  const t = balanceTables[row.account_type as AccountType];
  const amount = row.amount;
  const guard = allowNegative || amount >= 0 ? sql`true` : sql`${t.balance} + ${amount} >= -${t.credit_limit}`;
  const result = await db.execute(sql`
    WITH moved AS (
      UPDATE ${t} SET balance = ${t.balance} + ${amount} WHERE ${t.id} = ${row.account_id} AND ${guard} RETURNING ${t.balance} AS balance
    )
    INSERT INTO ${ledgerEntry} (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note,
                                actor_id, actor_name, idempotency_key)
    SELECT ${row.company_id}, ${row.account_type}, ${row.account_id}, ${amount}, moved.balance, ${row.kind}, ${row.object_type ?? null},
           ${row.object_id ?? null}, ${row.note ?? null}, ${row.actor_id ?? null}, ${row.actor_name ?? null}, ${row.idempotency_key ?? null}
      FROM moved
    RETURNING *`);
  return (result.rows[0] as LedgerRow | undefined) ?? null;
}

export async function accountExists(db: Tx, type: AccountType, id: number): Promise<boolean> {
  const t = balanceTables[type];
  return (await db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1)).length > 0;
}

export async function insertEntry(db: Tx, row: typeof ledgerEntry.$inferInsert): Promise<LedgerRow> {
  const [entry] = await db.insert(ledgerEntry).values(row).returning();
  return entry;
}

export async function entryByKey(db: Tx, key: string): Promise<LedgerRow | undefined> {
  return (await db.select().from(ledgerEntry).where(eq(ledgerEntry.idempotency_key, key)).limit(1))[0];
}

/** Accounts whose cached balance differs from the sum of their ledger rows (empty when the books balance). */
export async function balanceMismatches(db: Tx) {
  const result = await db.execute(sql`
    WITH sums AS (
      SELECT account_type, account_id, sum(amount)::bigint AS total FROM ledger_entry GROUP BY account_type, account_id
    )
    SELECT 'user' AS account_type, u.id AS account_id, u.balance AS cached, coalesce(s.total, 0) AS ledger
      FROM users u LEFT JOIN sums s ON s.account_type = 'user' AND s.account_id = u.id
      WHERE u.balance <> coalesce(s.total, 0)
    UNION ALL
    SELECT 'company', c.id, c.balance, coalesce(s.total, 0)
      FROM company c LEFT JOIN sums s ON s.account_type = 'company' AND s.account_id = c.id
      WHERE c.balance <> coalesce(s.total, 0)`);
  return result.rows as { account_type: string; account_id: number; cached: number; ledger: number }[];
}
