import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { assign, makeBatch, makeSeller, sell } from './redeemable-helpers.ts';
import { callerFor, createBuyers, key, rows } from './sales-helpers.ts';

/**
 * Every absolute link the product writes starts with one address: PUBLIC_URL when configured, else the origin the
 * request came to (through a proxy: X-Forwarded-Proto and Host). A sold code's WhatsApp message once named
 * "localhost" while its printed card, drawn by the browser, named the real address.
 */

const REAL = { host: 'cuentas.midominio.co', 'x-forwarded-proto': 'https' };
const REDEEM = '/admin/redeemable-balance-user-redeem';

/** A code sold by a seller: the WhatsApp message its holder reads, asked through `headers`' address. */
async function soldCodeMessage(ctx: TestContext, headers: Record<string, string>): Promise<string> {
  const admin = await ctx.as('admin');
  const [vendor] = await createBuyers(ctx, 1, { parent: 'admin', balance: 0, prefix: `plink${Date.now().toString(36)}` });
  const seller = await makeSeller(admin, vendor.id, `Vendedor ${vendor.id}`, 0);
  const caller: Caller = callerFor(ctx, vendor.token);
  const [code] = await makeBatch(admin, 2_000_000, 1);
  await assign(admin, seller, [code.id]);
  expect((await sell(caller, code.id, { buyer_name: 'Ana Ruiz' }, { 'idempotency-key': key() })).statusCode).toBe(200);
  const full = await caller.request('GET', `/api/v1/admin/redeemable-balance/${code.id}/code`, undefined, headers);
  expect(full.statusCode, full.body).toBe(200);
  return full.json().message as string;
}

/** The password recovery mail of `distribuidor`, asked through `headers`' address: its link. */
async function recoveryLink(ctx: TestContext, headers: Record<string, string>): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { username: 'distribuidor' }, headers });
  expect(res.statusCode, res.body).toBe(200);
  const [mail] = await rows<{ body: string }>(ctx, sql`SELECT body FROM mail_outbox WHERE subject = 'Recupera tu contraseña' ORDER BY id DESC LIMIT 1`);
  return /https?:\/\/\S+\/auth\/recover\?token=/.exec(mail.body)?.[0] ?? mail.body;
}

/** The address the web page tells the browser to write its own links with. */
async function pageAddress(ctx: TestContext, url: string, headers: Record<string, string>): Promise<string | null> {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return /<meta name="public-url" content="([^"]*)"/.exec(res.body)?.[1] ?? null;
}

describe('links without PUBLIC_URL: the address the request came to', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: '' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("writes the sold code's WhatsApp message, the recovery mail and the web page's links with the caller's address", async () => {
    const message = await soldCodeMessage(ctx, REAL);
    expect(message).toContain(`https://cuentas.midominio.co${REDEEM}`);
    expect(message).not.toContain('localhost');
    expect(await recoveryLink(ctx, REAL)).toBe('https://cuentas.midominio.co/auth/recover?token=');
    expect(await pageAddress(ctx, '/admin/redeemable-balance', REAL)).toBe('https://cuentas.midominio.co');
    expect(await pageAddress(ctx, '/', REAL)).toBe('https://cuentas.midominio.co');
  });
});

describe('links with PUBLIC_URL: that address, whatever the request came to', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { PUBLIC_URL: 'https://tienda.example.com/' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('writes every link with the configured address', async () => {
    const internal = { host: '10.0.0.7:3000' };
    expect(await soldCodeMessage(ctx, internal)).toContain(`https://tienda.example.com${REDEEM}`);
    expect(await recoveryLink(ctx, internal)).toBe('https://tienda.example.com/auth/recover?token=');
    expect(await pageAddress(ctx, '/admin', internal)).toBe('https://tienda.example.com');
    expect(await pageAddress(ctx, '/store/DIST01', internal)).toBe('https://tienda.example.com');
  });
});
