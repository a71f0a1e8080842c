import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { callerFor, createBuyers, key, productWithStock } from './sales-helpers.ts';

/**
 * The user balances filtered by leaf categories (spec §5 "The user-balance tree picker selects leaf categories
 * only"): the tree is the catalogue's (services as branches, products as leaves); a leaf keeps the users who bought
 * that product; a branch is no category and is refused; the tree and the rows keep to the caller's reach.
 */
let ctx: TestContext;
let admin: Caller;
let netflix: number;
let music: number;
let buyers: { id: number; token: string }[];
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  netflix = await productWithStock(ctx, { name: 'CATEGORIA PANTALLA', price: 1_000_000, accounts: 2, perAccount: 5 });
  music = await productWithStock(ctx, { name: 'CATEGORIA MUSICA', price: 800_000, accounts: 2, perAccount: 5 });
  buyers = await createBuyers(ctx, 3, { parent: 'distribuidor', balance: 20_000_000, prefix: 'cat' });
  const buy = async (b: { token: string }, product: number) => {
    const res = await callerFor(ctx, b.token).post('/api/v1/purchase', { type_digital_account_id: product, quantity: 1 }, { 'idempotency-key': key() });
    expect(res.statusCode, res.body).toBe(200);
  };
  await buy(buyers[0], netflix);
  await buy(buyers[1], music);
  // buyers[2] buys nothing
});
afterAll(() => ctx.close());

const categoriesOf = (who: Caller, name = 'balance-current') => who.get(`/api/v1/reports/${name}/categories`);
const balances = (who: Caller, query: string) => who.get(`/api/v1/reports/balance-current?${query}`);
const userIds = (res: { json: () => any }) => (res.json().items as { user_id: number }[]).map((r) => r.user_id);

describe('the user-balance category tree', () => {
  it('answers the catalogue tree: services as branches holding their products as leaves', async () => {
    const res = await categoriesOf(admin);
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json().items as { id: string; name: string; children: { id: string; name: string; children?: unknown }[] }[];
    expect(tree.length).toBeGreaterThan(0);
    for (const branch of tree) {
      expect(branch.id).toMatch(/^service:/);
      for (const leaf of branch.children) {
        expect(leaf.id).toMatch(/^\d+$/);
        expect(leaf.children).toBeUndefined();
      }
    }
    const leaves = tree.flatMap((b) => b.children);
    expect(leaves).toEqual(expect.arrayContaining([{ id: String(netflix), name: 'CATEGORIA PANTALLA' }, { id: String(music), name: 'CATEGORIA MUSICA' }]));
  });

  it('narrows the balances to the buyers of the chosen leaves, and says which it ran with', async () => {
    const all = await balances(admin, '');
    expect(userIds(all)).toEqual(expect.arrayContaining(buyers.map((b) => b.id)));
    const one = await balances(admin, `categories=${netflix}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(userIds(one)).toContain(buyers[0].id);
    expect(userIds(one)).not.toContain(buyers[1].id);
    expect(userIds(one)).not.toContain(buyers[2].id);
    expect(one.json().filters.categories).toEqual([netflix]);
    const both = await balances(admin, `categories=${netflix},${music}`);
    expect(userIds(both)).toEqual(expect.arrayContaining([buyers[0].id, buyers[1].id]));
    expect(userIds(both)).not.toContain(buyers[2].id);
    // the totals follow the rows
    expect(both.json().totals.current_balance).toBe((both.json().items as { current_balance: number }[]).reduce((s, r) => s + r.current_balance, 0));
    // the export narrows the same way
    const xlsx = await admin.get(`/api/v1/reports/balance-current/export?categories=${netflix}`);
    expect(xlsx.statusCode).toBe(200);
  });

  it('refuses a branch, a malformed list or too many ids with a Spanish 422, and a report without categories with 404', async () => {
    for (const q of ['categories=service:NETFLIX', 'categories=abc', 'categories=1,,2', 'categories=', `categories=${Array.from({ length: 201 }, (_, i) => i + 1).join(',')}`, 'categories=99999999999']) {
      const res = await balances(admin, q);
      expect([400, 422], `${q} → ${res.statusCode}`).toContain(res.statusCode);
      expect(res.json().msg).toMatch(/categor|inválid|válid/i);
    }
    expect((await categoriesOf(admin, 'top-sales')).statusCode).toBe(404);
    expect((await categoriesOf(admin, 'no-existe')).statusCode).toBe(404);
  });

  it('keeps a distributor to its subtree and a buyer without the report out', async () => {
    const dist = await ctx.as('distribuidor');
    expect((await categoriesOf(dist)).statusCode).toBe(200);
    const mine = await balances(dist, `categories=${netflix}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(userIds(mine)).toContain(buyers[0].id);
    const sub = await ctx.as('subdistribuidor');
    const theirs = await balances(sub, `categories=${netflix}`);
    if (theirs.statusCode === 200) expect(userIds(theirs)).not.toContain(buyers[0].id);
    else expect(theirs.statusCode).toBe(403);
    const client = await ctx.as('cliente');
    expect((await categoriesOf(client)).statusCode).toBe(403);
  });
});
