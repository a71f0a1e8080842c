import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../src/db/client.ts';
import { checkLedger, differenceCount } from '../src/modules/ledger/ledger-check-repository.ts';
import { cloneDatabase } from './helpers.ts';

/** `npm run check:ledger` checks the books of the seeded database, and reports a corrupted one. */
const repoRoot = resolve(import.meta.dirname, '../../..');
let database: Database;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  const clone = await cloneDatabase();
  ({ url, drop } = clone);
  database = connect(url, 4);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const one = async <T = Record<string, any>>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows[0] as T;

/** The command as a person runs it, on this test's database: its exit code and what it printed. */
async function runCommand(): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/check-ledger.ts'], {
      cwd: repoRoot, env: { ...process.env, DATABASE_URL: url },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('ledger check', () => {
  it('finds the seeded books balanced, and says what it checked', async () => {
    const check = await checkLedger(database.db);
    expect(differenceCount(check), JSON.stringify(check)).toBe(0);
    expect(check.counts.users).toBeGreaterThan(5);
    expect(check.counts.companies).toBeGreaterThanOrEqual(2);
    expect(check.counts.ledger_rows).toBeGreaterThan(0);

    const run = await runCommand();
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain(`Saldos de usuarios revisados: ${check.counts.users} (diferencias: 0)`);
    expect(run.out).toContain(`Movimientos del libro mayor: ${check.counts.ledger_rows}`);
    expect(run.out).toContain('Resultado: el libro mayor cuadra.');
  });

  it('reports a cached balance, a sale document and a vendor ledger that do not add up, and the command fails', async () => {
    const dist = await one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'distribuidor'`);
    await database.db.execute(sql`UPDATE users SET balance = balance + 12345 WHERE id = ${dist.id}`);
    // a revenue row written behind the ledger's back: the company's cached balance and that sale no longer add up
    const demo = await one<{ id: number }>(sql`SELECT id FROM company WHERE slug = 'demo'`);
    const sale = { company_id: demo.id, object_id: 424242 };
    await database.db.execute(sql`INSERT INTO ledger_entry (company_id, account_type, account_id, amount, balance_after, kind, object_type, object_id)
      VALUES (${sale.company_id}, 'company', ${sale.company_id}, 100, 0, 'revenue', 'order', ${sale.object_id})`);
    // a seller of codes whose running balance slipped, and whose cached debt was never moved
    const seller = await one<{ id: number }>(sql`INSERT INTO authorized_seller (company_id, name, user_id, balance)
      VALUES (${sale.company_id}, 'Vendedor descuadrado', NULL, 1000) RETURNING id`);
    await database.db.execute(sql`INSERT INTO redeemable_vendor_balance_movement (company_id, seller_id, vendor_id, kind, amount, balance_after)
      VALUES (${sale.company_id}, ${seller.id}, ${dist.id}, 'sale', 5000, 5000), (${sale.company_id}, ${seller.id}, ${dist.id}, 'payment', -2000, 2500)`);

    const check = await checkLedger(database.db);
    expect(check.balances).toEqual(expect.arrayContaining([
      expect.objectContaining({ account_type: 'user', account_id: dist.id, name: 'distribuidor' }),
      expect.objectContaining({ account_type: 'company', account_id: sale.company_id }),
    ]));
    const user = check.balances.find((b) => b.account_type === 'user')!;
    expect(user.cached - user.ledger).toBe(12345);
    expect(check.sales).toEqual([{ object_type: 'order', object_id: sale.object_id, total: 100 }]);
    expect(check.vendors).toEqual([{ seller_id: seller.id, name: 'Vendedor descuadrado', cached: 1000, last_balance: 2500, ledger: 3000 }]);
    expect(differenceCount(check)).toBe(4);

    const run = await runCommand();
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain(`Usuario ${dist.id} (distribuidor): saldo guardado`);
    expect(run.out).toContain('(diferencia $ 123,45)');
    expect(run.out).toContain(`Pedido ${sale.object_id}: sus movimientos suman $ 1,00 (deben sumar $ 0,00)`);
    expect(run.out).toContain(`Vendedor de códigos ${seller.id} (Vendedor descuadrado): saldo guardado $ 10,00, su último movimiento dice $ 25,00`);
    expect(run.out).toContain('Diferencias (4):');
    expect(run.out).toContain('Resultado: el libro mayor NO cuadra.');
  });
});
