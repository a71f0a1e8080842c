import { formatMoney } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/users/password-hash.ts';
import { seedCompanyGroups } from '../src/modules/roles/role-service.ts';
import { defaultGroupOf, insertUser, setUserGroups } from '../src/modules/users/user-repository.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { createTestContext, type Caller, type TestContext } from './helpers.ts';
import { addStock, demoCompanyId, one, productId, rows, userIdOf } from './sales-helpers.ts';

let ctx: TestContext;
let demo: number;
let admin: Caller;
let dist: Caller;
let sub: Caller;
let distId: number;
let subId: number;

const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url });
const listing = async (code: string) => {
  const res = await publicGet(`/api/v1/store/${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { store: any; items: any[] };
};
const config = (caller: Caller, sellerId: number) => caller.get(`/api/v1/catalog/${sellerId}/config-products`);
const save = (caller: Caller, sellerId: number, products: unknown) => caller.post(`/api/v1/catalog/${sellerId}/config-products`, { products });
const ticked = async (sellerId: number) =>
  (await rows<{ id: number }>(ctx, sql`SELECT type_digital_account_id AS id FROM seller_catalog_product WHERE seller_id = ${sellerId} ORDER BY 1`)).map((r) => r.id);

beforeAll(async () => {
  ctx = await createTestContext();
  demo = await demoCompanyId(ctx);
  [admin, dist, sub] = await Promise.all([ctx.as('admin'), ctx.as('distribuidor'), ctx.as('subdistribuidor')]);
  distId = await userIdOf(ctx, 'distribuidor');
  subId = await userIdOf(ctx, 'subdistribuidor');
}, 60_000);
afterAll(() => ctx.close());

describe('the demo stores', () => {
  it('DIST01 and SUB01 show their ticked demo products right after the seed', async () => {
    const d = await listing('DIST01');
    expect(d.store).toMatchObject({ name: 'Demo', seller: { id: distId, name: 'Distribuidor Uno', codeuser: 'DIST01' } });
    expect(d.store.whatsapp).toMatch(/^https:\/\/wa\.me\/573004445566/);
    expect(d.store.currencies[0]).toMatchObject({ code: 'COP', rate: 1 });
    const active = await rows<{ id: number }>(ctx, sql`SELECT id FROM type_digital_account WHERE company_id = ${demo} AND active ORDER BY id`);
    expect(d.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(active.map((r) => r.id));
    expect(d.items.map((i) => i.service)).toEqual(expect.arrayContaining(['DISNEY+', 'MAX', 'NETFLIX', 'SPOTIFY PREMIUM']));
    const s = await listing('sub01'); // codes are read whatever their case
    expect(s.items.map((i) => i.service)).toEqual(expect.arrayContaining(['DISNEY+', 'NETFLIX', 'SPOTIFY PREMIUM']));
    expect(s.items.map((i) => i.service)).not.toContain('MAX');
  });
});

describe('catalog config-products', () => {
  it('gives the seller its tree grouped by service with its client prices and the ticked ids', async () => {
    const res = await config(dist, distId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const netflix = await productId(ctx, 'NETFLIX');
    expect(body.seller).toMatchObject({ id: distId, codeuser: 'DIST01' });
    const group = body.items.find((g: any) => g.name === 'NETFLIX');
    expect(group.id).toBe('service:NETFLIX');
    // distribuidor's config-prices client price for NETFLIX (seed-sales childClient)
    expect(group.children.find((c: any) => c.id === netflix)).toMatchObject({ price: 1_800_000, duration_days: 30, tags: ['VIDEO', 'PREMIUM'] });
    expect(body.products).toEqual(await ticked(distId));
  });

  it('saves the whole selection, logs it, and the store lists only what is ticked', async () => {
    const netflix = await productId(ctx, 'NETFLIX');
    const disney = await productId(ctx, 'DISNEY+');
    const res = await save(dist, distId, [disney, netflix, netflix]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Catálogo guardado: 2 productos marcados.');
    expect(res.json().products).toEqual([netflix, disney].sort((a, b) => a - b));
    expect(await ticked(distId)).toEqual([netflix, disney].sort((a, b) => a - b));
    expect((await listing('DIST01')).items.map((i) => i.id).sort()).toEqual([netflix, disney].sort((a, b) => a - b));
    const log = await one<{ text: string; changes: any }>(ctx, sql`SELECT text, changes FROM audit_log
      WHERE object_type = 'catalog' AND object_id = ${distId} ORDER BY id DESC LIMIT 1`);
    expect(log.text).toContain('2 productos marcados');
    expect(Object.values(log.changes)).toContainEqual(['SÍ', 'NO']);

    // an empty list unticks everything; the store then sells nothing
    expect((await save(dist, distId, [])).statusCode).toBe(200);
    expect((await listing('DIST01')).items).toEqual([]);
    expect((await save(dist, distId, [netflix, disney])).statusCode).toBe(200);
  });

  it('refuses unknown, inactive or malformed products and changes nothing', async () => {
    const before = await ticked(distId);
    const netflix = await productId(ctx, 'NETFLIX');
    const inactive = await one<{ id: number }>(ctx, sql`INSERT INTO type_digital_account (company_id, name, service, duration_days, price_base, active)
      VALUES (${demo}, 'APAGADO 30 DÍAS', 'APAGADO', 30, 100000, false) RETURNING id`);
    const bad = await save(dist, distId, [netflix, inactive.id, 999_999]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false, errors: { 'products.1': expect.any(String), 'products.2': expect.any(String) } });
    expect(bad.json().msg).toMatch(/no existen o ya no están activos/);
    for (const body of [{ products: 'x' }, { products: [-1] }, { products: [1.5] }, {}]) {
      const res = await dist.post(`/api/v1/catalog/${distId}/config-products`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().success).toBe(false);
    }
    expect(await ticked(distId)).toEqual(before);
  });

  it('keeps each seller to its own catalog (404) while staff reach any seller of the company', async () => {
    const netflix = await productId(ctx, 'NETFLIX');
    const subBefore = await ticked(subId);
    // a sub-distributor cannot read or change its parent's catalog, nor the parent its child's
    expect((await config(sub, distId)).statusCode).toBe(404);
    expect((await save(sub, distId, [netflix])).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/catalog/${distId}/preview`, headers: { authorization: `Bearer ${sub.token}` } })).statusCode).toBe(404);
    expect((await config(dist, subId)).statusCode).toBe(404);
    expect((await save(dist, subId, [])).statusCode).toBe(404);
    expect(await ticked(subId)).toEqual(subBefore);
    // a user without a store code has no catalog, even for staff
    expect((await config(admin, await userIdOf(ctx, 'cliente'))).statusCode).toBe(404);
    // a buyer has no catalog permission at all
    expect((await config(await ctx.as('cliente'), distId)).statusCode).toBe(403);
    // staff read and save any seller's catalog
    const res = await config(admin, subId);
    expect(res.statusCode).toBe(200);
    expect(res.json().products).toEqual(subBefore);
    expect((await save(admin, subId, [netflix])).statusCode).toBe(200);
    expect(await ticked(subId)).toEqual([netflix]);
    expect((await save(admin, subId, subBefore)).statusCode).toBe(200);
  });

  it('previews the printable price list: logo, seller, ticked products at client prices, date', async () => {
    const netflix = await productId(ctx, 'NETFLIX');
    await save(dist, distId, [netflix]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/catalog/${distId}/preview`, headers: { authorization: `Bearer ${dist.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('Vendedor: Distribuidor Uno');
    expect(html).toContain('NETFLIX 4K 1 PANTALLA 30 DÍAS');
    expect(html).toContain(formatMoney(1_800_000, { decimals: 0 }));
    expect(html).not.toContain('MAX 1 PERFIL');
    expect(html).toMatch(/<img src="data:image\/png;base64,/); // the demo company's logo
    expect(html).toMatch(/Lista de precios del \d{2}-\d{2}-\d{4}/);
    expect(html).toContain('1 producto ');
  });

  it('escapes product names in the preview', async () => {
    const evil = await one<{ id: number }>(ctx, sql`INSERT INTO type_digital_account (company_id, name, service, duration_days, price_base, active)
      VALUES (${demo}, '<script>alert(1)</script>', 'RARO', 30, 100000, true) RETURNING id`);
    await save(dist, distId, [evil.id]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/catalog/${distId}/preview`, headers: { authorization: `Bearer ${dist.token}` } });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;');
    await ctx.database.db.execute(sql`UPDATE type_digital_account SET active = false WHERE id = ${evil.id}`);
  });
});

describe('public store listing', () => {
  it('lists only ticked active products at the seller client price, with availability and never the count', async () => {
    const stocked = await one<{ id: number }>(ctx, sql`INSERT INTO type_digital_account (company_id, name, service, plan, duration_days, price_base, active, tags)
      VALUES (${demo}, 'TIENDA CON STOCK 15 DÍAS', 'TIENDA', 'CON STOCK', 15, 200000, true, 'Pruebas, Tienda') RETURNING id`);
    const empty = await one<{ id: number }>(ctx, sql`INSERT INTO type_digital_account (company_id, name, service, duration_days, price_base, active)
      VALUES (${demo}, 'TIENDA SIN STOCK 30 DÍAS', 'TIENDA', 30, 300000, true) RETURNING id`);
    const unticked = await productId(ctx, 'MAX');
    await addStock(ctx, demo, stocked.id, 1, 3);
    // the seller's client price beats the general list / price_base
    const prices = await dist.put('/api/v1/config-prices', { items: [{ type_digital_account_id: stocked.id, price_client: 250_000 }] });
    expect(prices.statusCode, prices.body).toBe(200);
    expect((await save(dist, distId, [stocked.id, empty.id])).statusCode).toBe(200);

    const { items } = await listing('DIST01');
    expect(items.map((i) => i.id)).toEqual([stocked.id, empty.id]);
    expect(items.map((i) => i.id)).not.toContain(unticked);
    expect(items[0]).toEqual({
      id: stocked.id, name: 'TIENDA CON STOCK 15 DÍAS', service: 'TIENDA', plan: 'CON STOCK', tags: ['Pruebas', 'Tienda'], duration_days: 15,
      description: null, image: null, price: 250_000, available: true,
    });
    expect(items[1]).toMatchObject({ price: 300_000, available: false });

    // a deactivated product leaves the store (and the tree) but stays saved
    await ctx.database.db.execute(sql`UPDATE type_digital_account SET active = false WHERE id = ${empty.id}`);
    expect((await listing('DIST01')).items.map((i) => i.id)).toEqual([stocked.id]);
    expect((await config(dist, distId)).json().products).toEqual([stocked.id]);
    expect(await ticked(distId)).toEqual([stocked.id, empty.id]);
  });

  it('serves product images and the logo by address, only for what the store sells', async () => {
    const netflix = await productId(ctx, 'NETFLIX');
    await save(dist, distId, [netflix]);
    const { store, items } = await listing('DIST01');
    expect(items[0].image).toBe(`/api/v1/store/DIST01/image/${netflix}`);
    const img = await publicGet(items[0].image);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await publicGet(store.logo)).headers['content-type']).toBe('image/png');
    const max = await productId(ctx, 'MAX');
    expect((await publicGet(`/api/v1/store/DIST01/image/${max}`)).statusCode).toBe(404);
  });

  it('answers 404 in the envelope for unknown, malformed or inactive codes, and the page with HTTP 404', async () => {
    for (const code of ['NOEXISTE', 'a%20b', '%3Cx%3E']) {
      const res = await publicGet(`/api/v1/store/${code}`);
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({ success: false, msg: 'La tienda no existe o no está activa. Revisa el enlace del vendedor.' });
    }
    expect((await publicGet('/store/NOEXISTE')).statusCode).toBe(404);
    expect((await publicGet('/store/NOEXISTE/client-profile')).statusCode).toBe(404);
    await ctx.database.db.execute(sql`UPDATE users SET active = false WHERE id = ${subId}`);
    try {
      expect((await publicGet('/api/v1/store/SUB01')).statusCode).toBe(404);
      expect((await publicGet('/store/SUB01')).statusCode).toBe(404);
    } finally {
      await ctx.database.db.execute(sql`UPDATE users SET active = true WHERE id = ${subId}`);
    }
    expect((await publicGet('/api/v1/store/SUB01')).statusCode).toBe(200);
  });

  it('serves the store page with the seller title and preview tags', async () => {
    const res = await publicGet('/store/DIST01');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Distribuidor Uno · Tienda Demo</title>');
    expect(res.body).toMatch(/<meta property="og:title" content="Distribuidor Uno · Tienda Demo" \/>/);
    expect(res.body).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
    expect(res.body).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/api\/v1\/store\/DIST01\/logo" \/>/);
    // the listing rides in the page as a data block, '<' escaped so no product text can close the script
    const block = /<script type="application\/json" id="store-data" data-code="DIST01">([^<]*)<\/script>/.exec(res.body);
    expect(block).not.toBeNull();
    expect(await listing('DIST01')).toMatchObject(JSON.parse(block![1]));
  });

  it('keeps product text inert inside the page data block', async () => {
    const odd = await one<{ id: number }>(ctx, sql`INSERT INTO type_digital_account (company_id, name, service, duration_days, price_base, active)
      VALUES (${demo}, '</script><b>$& $1 RARO', 'RARO2', 30, 100000, true) RETURNING id`);
    await save(dist, distId, [odd.id]);
    try {
      const res = await publicGet('/store/DIST01');
      expect(res.body).not.toContain('</script><b>');
      const block = /<script type="application\/json" id="store-data" data-code="DIST01">([^<]*)<\/script>/.exec(res.body);
      expect(JSON.parse(block![1]).items[0].name).toBe('</script><b>$& $1 RARO');
    } finally {
      await ctx.database.db.execute(sql`UPDATE type_digital_account SET active = false WHERE id = ${odd.id}`);
    }
  });
});

describe('tenant isolation', () => {
  it('keeps another company out of a catalog, and each store to its own company', async () => {
    const other = await inTransaction(ctx.database.db, async (tx) => {
      const [company] = (await tx.execute(sql`INSERT INTO company (name, slug) VALUES ('Otra Tienda', 'otra-tienda') RETURNING id`)).rows as { id: number }[];
      await seedCompanyGroups(tx, company.id, false);
      const password_hash = await hashPassword(DEMO_PASSWORD);
      const otroAdmin = await insertUser(tx, { company_id: company.id, rol: 'Admin', username: 'otroadmin', password_hash, name: 'Otro Admin', codeuser: 'OTRADM' });
      const otroDist = await insertUser(tx, {
        company_id: company.id, rol: 'Distribuidor', username: 'otrodist', password_hash, name: 'Otro Vendedor', parent_id: otroAdmin.id, level_grid: 1, codeuser: 'OTRA01',
      });
      for (const u of [otroAdmin, otroDist]) {
        const group = await defaultGroupOf(tx, company.id, u.rol);
        if (group) await setUserGroups(tx, u.id, [group.id]);
      }
      const [product] = (await tx.execute(sql`INSERT INTO type_digital_account (company_id, name, service, duration_days, price_base, active)
        VALUES (${company.id}, 'AJENO 30 DÍAS', 'AJENO', 30, 500000, true) RETURNING id`)).rows as { id: number }[];
      return { company: company.id, dist: otroDist.id, product: product.id };
    });
    const otroAdmin = await ctx.as('otroadmin');
    const otroDist = await ctx.as('otrodist');
    expect((await config(otroAdmin, distId)).statusCode).toBe(404);
    expect((await save(otroAdmin, distId, [])).statusCode).toBe(404);
    expect((await config(admin, other.dist)).statusCode).toBe(404);
    // a product of the demo company cannot be ticked in the other company's catalog
    const netflix = await productId(ctx, 'NETFLIX');
    expect((await save(otroDist, other.dist, [netflix])).statusCode).toBe(422);
    const saved = await save(otroDist, other.dist, [other.product]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items.map((g: any) => g.name)).toEqual(['AJENO']);
    const store = await listing('OTRA01');
    expect(store.store.name).toBe('Otra Tienda');
    expect(store.items).toEqual([expect.objectContaining({ id: other.product, price: 500_000, available: false })]);
    expect((await listing('DIST01')).items.map((i) => i.id)).not.toContain(other.product);
  });
});
