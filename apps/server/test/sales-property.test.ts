import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingService } from '../src/modules/sales/booking-service.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import {
  addStock, balanceOf, callerFor, createBuyers, demoCompanyId, expectSalesInvariants, productWithStock, rows, topUp, userIdOf,
} from './sales-helpers.ts';

let ctx: TestContext;
let admin: Caller;
let demo: number;
let buyers: { id: number; caller: Caller; isClient: boolean }[];
let products: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await demoCompanyId(ctx);
  admin = await ctx.as('admin');
  const profilesProduct = await productWithStock(ctx, { name: 'PROPIEDAD PERFILES', price: 300_000, accounts: 4, perAccount: 5, reservable: true });
  const accountsProduct = await productWithStock(ctx, { name: 'PROPIEDAD CUENTAS', price: 500_000, accounts: 4, perAccount: 2, mode: 'accounts', reservable: true });
  products = [profilesProduct, accountsProduct];
  // a chain with margins at every level: distribuidor → seller (sets its own prices) → clients
  const distId = await userIdOf(ctx, 'distribuidor');
  const [seller] = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'pvend' });
  const clients = await createBuyers(ctx, 2, { parent: 'pvend0', rol: 'Cliente', balance: 0, prefix: 'pcli' });
  const direct = await createBuyers(ctx, 1, { parent: 'distribuidor', balance: 0, prefix: 'pdir' });
  for (const typeId of products) {
    await ctx.database.db.execute(sql`INSERT INTO distributor_price (company_id, seller_id, type_digital_account_id, audience, price) VALUES
      (${demo}, ${distId}, ${typeId}, 'distributor', 350_000 + ${typeId % 7} * 1000), (${demo}, ${seller.id}, ${typeId}, 'client', 420_000)`);
  }
  buyers = [seller, ...clients, ...direct].map((b) => ({ id: b.id, caller: callerFor(ctx, b.token), isClient: clients.includes(b) }));
});
afterAll(() => ctx.close());

type Command =
  | { op: 'topUp'; buyer: number; amount: number }
  | { op: 'purchase'; buyer: number; product: number; quantity: number }
  | { op: 'annul'; pick: number }
  | { op: 'book'; buyer: number; product: number; quantity: number }
  | { op: 'finalizeBooking'; pick: number }
  | { op: 'rejectBooking'; pick: number }
  | { op: 'expire' }
  | { op: 'restock'; product: number }
  | { op: 'others'; buyer: number; annul: boolean };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ op: fc.constant('topUp' as const), buyer: fc.nat(3), amount: fc.integer({ min: 100_000, max: 3_000_000 }) }),
  fc.record({ op: fc.constant('purchase' as const), buyer: fc.nat(3), product: fc.nat(1), quantity: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('annul' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('book' as const), buyer: fc.nat(3), product: fc.nat(1), quantity: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ op: fc.constant('finalizeBooking' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('rejectBooking' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('expire' as const) }),
  fc.record({ op: fc.constant('restock' as const), product: fc.nat(1) }),
  fc.record({ op: fc.constant('others' as const), buyer: fc.nat(3), annul: fc.boolean() }),
);

const pickFrom = async (query: ReturnType<typeof sql>, pick: number) => {
  const found = await rows<{ id: number }>(ctx, query);
  return found.length ? found[pick % found.length].id : null;
};

/** How often each command was accepted / refused: the run must exercise every path, not only refusals. */
const tally: Record<string, number> = {};

/** Runs one command and checks its own promise: an accepted call or a Spanish 409/422, never a 500. */
async function run(c: Command) {
  const expectOneOf = (status: number, allowed: number[], body: string) => {
    expect(allowed, `${c.op}: ${status} ${body}`).toContain(status);
    tally[`${c.op} ${status}`] = (tally[`${c.op} ${status}`] ?? 0) + 1;
  };
  switch (c.op) {
    case 'topUp':
      await topUp(ctx, demo, buyers[c.buyer].id, c.amount);
      return;
    case 'purchase': {
      const before = await balanceOf(ctx, buyers[c.buyer].id);
      const res = await buyers[c.buyer].caller.post('/api/v1/purchase', { type_digital_account_id: products[c.product], quantity: c.quantity });
      expectOneOf(res.statusCode, [200, 409], res.body);
      // a refused purchase charged nothing
      if (res.statusCode === 409) expect(await balanceOf(ctx, buyers[c.buyer].id)).toBe(before);
      return;
    }
    case 'annul': {
      const id = await pickFrom(sql`SELECT id FROM orders WHERE status = 'finalized' AND company_id = ${demo} AND type_digital_account_id IN (${products[0]}, ${products[1]}) ORDER BY id`, c.pick);
      if (!id) return;
      const res = await admin.post(`/api/v1/admin/order/${id}/annul`, { reason: 'Error en el pedido' });
      expectOneOf(res.statusCode, [200, 409], res.body);
      return;
    }
    case 'book': {
      const res = await buyers[c.buyer].caller.post('/api/v1/admin/order-booking', { type_digital_account_id: products[c.product], quantity: c.quantity });
      // clients buy but do not book (roles.ts CLIENT_PERMISSIONS): refused before anything is held
      expectOneOf(res.statusCode, buyers[c.buyer].isClient ? [403] : [201, 409], res.body);
      return;
    }
    case 'finalizeBooking':
    case 'rejectBooking': {
      const id = await pickFrom(sql`SELECT id FROM order_booking WHERE status = 'draft' ORDER BY id`, c.pick);
      if (!id) return;
      const res = c.op === 'finalizeBooking'
        ? await admin.post(`/api/v1/admin/order-booking/${id}/finalize`, {})
        : await admin.post(`/api/v1/admin/order-booking/${id}/reject`, { reason: 'Sin inventario' });
      expectOneOf(res.statusCode, [200, 409], res.body);
      return;
    }
    case 'expire':
      await bookingService(ctx.database.db).expireDue(new Date(Date.now() + 3600_000));
      return;
    case 'restock':
      await addStock(ctx, demo, products[c.product], 1, c.product === 0 ? 5 : 2);
      return;
    case 'others': {
      const created = await buyers[c.buyer].caller.post('/api/v1/admin/digital-account-others', { type_digital_account_id: products[0] });
      expectOneOf(created.statusCode, [201], created.body);
      const id = created.json().item.id;
      const done = await admin.post(`/api/v1/admin/digital-account-others/${id}/finalize`, { login: 'manual@test.co', password: 'x' });
      expectOneOf(done.statusCode, [200, 409], done.body);
      if (c.annul) expectOneOf((await admin.post(`/api/v1/admin/digital-account-others/${id}/annul`, { reason: 'Solicitud del cliente' })).statusCode, [200, 409], '');
    }
  }
}

/**
 * The runs are random but repeatable: a fixed seed (PROPERTY_SEED=n to explore others) so that the check below, that
 * every kind of step was accepted at least once, cannot fail by chance on one CI run and pass on the next.
 */
const PROPERTY_SEED = Number(process.env.PROPERTY_SEED ?? 20_261_123);

describe('property: random top-ups, purchases, annulments, bookings, expiries and requests keep the books', () => {
  it('balances = ledger sums, buyers debits = revenue + commissions, no unit owned twice', async () => {
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
      for (const c of commands) await run(c);
      await expectSalesInvariants(ctx);
    }), { numRuns: 40, seed: PROPERTY_SEED });
    const sold = await rows(ctx, sql`SELECT count(*)::int AS n FROM orders WHERE status = 'finalized' AND type_digital_account_id IN (${products[0]}, ${products[1]})`);
    console.log(`property: ${sold[0].n} finalized orders left after 40 random runs`, tally);
    for (const accepted of ['purchase 200', 'annul 200', 'book 201', 'finalizeBooking 200', 'rejectBooking 200']) expect(tally[accepted] ?? 0, accepted).toBeGreaterThan(0);
  }, 180_000);
});
