import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { company, digitalCurrency, sellerCatalogProduct, typeDigitalAccount, users } from '../db/schema/index.ts';
import { boxesPng } from './demo-image.ts';

type Rgb = readonly [number, number, number];

/** A product "poster" in the service's colors, so the demo store's cards show pictures. */
const poster = (bg: Rgb, accent: Rgb) => boxesPng(320, 180, bg, [
  { x: 24, y: 30, w: 120, h: 120, color: accent },
  { x: 44, y: 50, w: 80, h: 80, color: bg },
  { x: 170, y: 58, w: 120, h: 16, color: accent },
  { x: 170, y: 86, w: 90, h: 10, color: [235, 235, 235] },
  { x: 170, y: 106, w: 100, h: 10, color: [235, 235, 235] },
]);

const POSTERS: Record<string, () => string> = {
  NETFLIX: () => poster([20, 20, 20], [229, 9, 20]),
  'DISNEY+': () => poster([11, 28, 74], [64, 158, 255]),
  MAX: () => poster([40, 12, 110], [140, 110, 255]),
  'SPOTIFY PREMIUM': () => poster([18, 18, 18], [30, 215, 96]),
};

/** The demo company's logo: a blue badge with an orange bar (the brand colors). */
const logo = () => boxesPng(96, 96, [31, 78, 121], [
  { x: 18, y: 18, w: 60, h: 60, color: [255, 255, 255] },
  { x: 28, y: 28, w: 40, h: 40, color: [31, 78, 121] },
  { x: 18, y: 70, w: 60, h: 8, color: [224, 128, 31] },
]);

/**
 * The demo stores: `/store/DIST01` sells every demo product and `/store/SUB01` three of them, each at its
 * seller's client prices, right after a fresh start. Products and the company get pictures where they have none, and
 * the company three currency rates for the store's currency picker.
 */
export async function seedStoreCatalog(tx: Tx, companyId: number): Promise<void> {
  const products = await tx.select({ id: typeDigitalAccount.id, service: typeDigitalAccount.service, image: typeDigitalAccount.image })
    .from(typeDigitalAccount).where(and(eq(typeDigitalAccount.company_id, companyId), eq(typeDigitalAccount.active, true)))
    .orderBy(typeDigitalAccount.id);
  for (const p of products) {
    const draw = POSTERS[p.service as string];
    if (!p.image && draw) await tx.update(typeDigitalAccount).set({ image: draw() }).where(eq(typeDigitalAccount.id, p.id));
  }
  await tx.update(company).set({ logo: logo() }).where(and(eq(company.id, companyId), isNull(company.logo)));

  // a few rates, so the store's currency picker (and the converter) have something to offer
  const rates = await tx.select({ code: (digitalCurrency as any).code }).from(digitalCurrency).where(eq((digitalCurrency as any).company_id, companyId));
  if (!rates.length) {
    await tx.insert(digitalCurrency).values([
      { code: 'USD', name: 'Dólar estadounidense', symbol: 'US$', rate: 4000 },
      { code: 'EUR', name: 'Euro', symbol: '€', rate: 4400 },
      { code: 'MXN', name: 'Peso mexicano', symbol: 'MX$', rate: 230 },
    ].map((c) => ({ company_id: companyId, active: true, ...c })) as never);
  }

  const sellers = await tx.select({ id: users.id, codeuser: users.codeuser }).from(users).where(eq(users.company_id, companyId));
  const byCode = new Map(sellers.map((s) => [s.codeuser, s.id]));
  const catalogs: [string, number[]][] = [
    ['DIST01', products.map((p) => p.id)],
    ['SUB01', products.filter((p) => p.service !== 'MAX').map((p) => p.id)],
  ];
  for (const [code, ids] of catalogs) {
    const sellerId = byCode.get(code);
    if (!sellerId || !ids.length) continue;
    await tx.insert(sellerCatalogProduct)
      .values(ids.map((id) => ({ company_id: companyId, seller_id: sellerId, type_digital_account_id: id, created_by: sellerId })))
      .onConflictDoNothing();
  }
}
