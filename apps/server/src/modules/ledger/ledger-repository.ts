import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { executeStatement, type Statement, type Tx } from '../../db/client.ts';
import { company, ledgerEntry, users } from '../../db/schema/index.ts';

export type AccountType = 'user' | 'company';
export type LedgerRow = typeof ledgerEntry.$inferSelect;

const balanceTables = { user: users, company } as const;

/**
 * Moves a cached balance and appends its ledger row in one statement (one round trip: the money path holds its
 * balance locks for as short as possible). Its row is null when the guard refused (insufficient funds): then nothing
 * was written. A key already posted makes the statement fail on the unique index (23505).
 */
export function moveAndRecordStatement(row: Omit<typeof ledgerEntry.$inferInsert, 'balance_after'>, allowNegative: boolean): Statement<LedgerRow | null> {
  const t = balanceTables[row.account_type as AccountType];
  const amount = row.amount;
  const guard = allowNegative || amount >= 0 ? sql`true` : sql`${t.balance} + ${amount} >= -${t.credit_limit}`;
  const query = sql`
    WITH moved AS (
      UPDATE ${t} SET balance = ${t.balance} + ${amount} WHERE ${t.id} = ${row.account_id} AND ${guard} RETURNING ${t.balance} AS balance
    )
    INSERT INTO ${ledgerEntry} (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note,
                                actor_id, actor_name, idempotency_key)
    SELECT ${row.company_id}, ${row.account_type}, ${row.account_id}, ${amount}, moved.balance, ${row.kind}, ${row.object_type ?? null},
           ${row.object_id ?? null}, ${row.note ?? null}, ${row.actor_id ?? null}, ${row.actor_name ?? null}, ${row.idempotency_key ?? null}
      FROM moved
    RETURNING *`;
  return { query, read: (rows) => (rows[0] as LedgerRow | undefined) ?? null };
}

export async function moveAndRecord(db: Tx, row: Omit<typeof ledgerEntry.$inferInsert, 'balance_after'>, allowNegative: boolean): Promise<LedgerRow | null> {
  return executeStatement(db, moveAndRecordStatement(row, allowNegative));
}

type CreditRow = Omit<typeof ledgerEntry.$inferInsert, 'balance_after'>;

/**
 * The WITH items that credit several accounts and append their ledger rows, for one statement: `moved_i` moves
 * each balance, `credited` inserts the rows (RETURNING *), in the given order. Each UPDATE waits for the
 * previous one through a data dependency (EXISTS on the previous item), so the accounts are locked in that
 * order; `first` is the condition the first one waits on (e.g. a queue taken earlier in the statement). Credits
 * need no guard. A caller may embed these items in a larger statement (see creditMany).
 */
export function creditItems(rows: CreditRow[], first: SQL = sql`true`): SQL {
  const name = (i: number) => sql.raw(`moved_${i}`);
  const ctes: SQL[] = rows.map((r, i) => {
    const t = balanceTables[r.account_type as AccountType];
    const after = i === 0 ? first : sql`EXISTS (SELECT 1 FROM ${name(i - 1)})`;
    return sql`${name(i)} AS (UPDATE ${t} SET balance = ${t.balance} + ${r.amount} WHERE ${t.id} = ${r.account_id} AND ${after} RETURNING ${t.balance} AS balance)`;
  });
  const selects: SQL[] = rows.map((r, i) => sql`SELECT ${i}::int AS ord, ${r.company_id}::int AS company_id, ${r.account_type}::text AS account_type,
    ${r.account_id}::int AS account_id, ${r.amount}::bigint AS amount, ${name(i)}.balance AS balance_after, ${r.kind}::text AS kind,
    ${r.object_type ?? null}::text AS object_type, ${r.object_id ?? null}::int AS object_id, ${r.note ?? null}::text AS note,
    ${r.actor_id ?? null}::int AS actor_id, ${r.actor_name ?? null}::text AS actor_name, ${r.idempotency_key ?? null}::text AS idempotency_key
    FROM ${name(i)}`);
  const credited = rows.length
    ? sql`credited AS (INSERT INTO ${ledgerEntry} (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note,
                                          actor_id, actor_name, idempotency_key)
        SELECT company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id, note, actor_id, actor_name, idempotency_key
          FROM (${sql.join(selects, sql` UNION ALL `)}) rows ORDER BY ord
        RETURNING *)`
    : sql`credited AS (SELECT * FROM ${ledgerEntry} WHERE false)`;
  return sql.join([...ctes, credited], sql`, `);
}

/**
 * Credits several accounts in the given order in one statement (see creditItems). Returns the rows in order;
 * a key already posted makes the statement fail on the unique index (23505).
 */
export async function creditMany(db: Tx, rows: CreditRow[]): Promise<LedgerRow[]> {
  if (!rows.length) return [];
  const result = await db.execute(sql`WITH ${creditItems(rows)} SELECT * FROM credited`);
  const out = (result.rows as LedgerRow[]).sort((a, b) => a.id - b.id);
  if (out.length !== rows.length) throw new Error('ledger: an account to credit does not exist');
  return out;
}

export async function accountExists(db: Tx, type: AccountType, id: number): Promise<boolean> {
  const t = balanceTables[type];
  return (await db.select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1)).length > 0;
}

/** Every ledger row a document posted, oldest first (reversals are built from them). */
export async function ledgerRowsOf(db: Tx, companyId: number, objectType: string, objectId: number) {
  return db.select().from(ledgerEntry)
    .where(and(eq(ledgerEntry.company_id, companyId), eq(ledgerEntry.object_type, objectType), eq(ledgerEntry.object_id, objectId)))
    .orderBy(asc(ledgerEntry.id));
}

/**
 * Name, balance and credit limit of a user as of now in the caller's transaction: what a refusal for insufficient
 * funds says, and the buyer's name on a delivery. The one read of a user's balance outside the ledger's own writes.
 */
export async function userBalance(db: Tx, id: number) {
  const result = await db.execute(sql`SELECT name, balance, credit_limit FROM users WHERE id = ${id}`);
  return result.rows[0] as { name: string; balance: number; credit_limit: number } | undefined;
}

/**
 * Demo data only: a document the seed makes "days ago" (a purchase of a month back) had its ledger rows stamped when
 * the seed ran, so the day's revenue held the whole month's. Its rows take the document's own date, as they would
 * have had. Never used by the product: the ledger stays append-only for everything it writes.
 */
export async function dateDemoEntries(tx: Tx, object: { type: string; id: number }, at: SQL): Promise<void> {
  await tx.execute(sql`UPDATE ledger_entry SET created_at = ${at} WHERE object_type = ${object.type} AND object_id = ${object.id}`);
}
