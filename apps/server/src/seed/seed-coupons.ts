import { formatMoney, splitSale, todayBogota } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { coupons } from '../db/schema/index.ts';
import { diffChanges, writeLog, type Actor } from '../lib/audit.ts';
import { nextNumber } from '../modules/consecutives/index.ts';
import { applyCoupon, recordCouponUse } from '../modules/coupons/index.ts';
import { grantPersonalCoupon } from '../modules/coupons/index.ts';
import { saleChain } from '../modules/pricing/index.ts';
import { configurationValues } from '../modules/settings/index.ts';
import { chargeSale, deliverUnits } from '../modules/sales/index.ts';
import { insertOrder, updateOrder } from '../modules/sales/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';

const inDays = (n: number) => {
  const d = new Date(`${todayBogota()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Demo coupons (DOMAIN.md "Coupon"), one per situation a buyer meets: a percentage on the whole catalogue, a fixed
 * value on two products, an expired one, a disabled one, and one used up — by `cliente`'s own purchase with it,
 * made through the same steps as a direct purchase (its order shows the discount, the company's revenue paid it).
 * `cliente` also holds a one-use reward coupon of the configured value, with its notification, in its profile.
 */
export async function seedCoupons(tx: Tx): Promise<void> {
  const admin = await findUserByUsername(tx, 'admin');
  const cliente = await findUserByUsername(tx, 'cliente');
  if (!admin || !cliente) return;
  const companyId = admin.company_id;
  const products = new Map((await tx.execute(sql`SELECT id, service FROM type_digital_account WHERE company_id = ${companyId}`))
    .rows.map((r) => [r.service as string, r.id as number]));
  const base = { company_id: companyId, created_by: admin.id, active: true, uses: 0 };
  await tx.insert(coupons).values([
    { ...base, code: 'DESCUENTO10', description: 'Temporada: 10 % en todo el catálogo', discount_type: 'percent', percent: 10,
      start_date: inDays(-7), end_date: inDays(60), max_uses: 100, max_uses_per_user: 2 },
    { ...base, code: 'STREAMING5000', description: '$ 5.000 menos en Netflix y Disney+', discount_type: 'fixed', amount: 500_000,
      type_digital_account_ids: [products.get('NETFLIX'), products.get('DISNEY+')].filter(Boolean), end_date: inDays(30), max_uses: 50, max_uses_per_user: 1 },
    { ...base, code: 'LANZAMIENTO', description: 'Lanzamiento de la tienda (ya terminó)', discount_type: 'percent', percent: 15,
      start_date: inDays(-90), end_date: inDays(-30), max_uses: 200, max_uses_per_user: 1 },
    { ...base, code: 'PRUEBAINTERNA', description: 'Pruebas del equipo (desactivado)', discount_type: 'percent', percent: 50, active: false, max_uses: 5 },
    { ...base, code: 'BIENVENIDA', description: 'Primera compra: 20 % (un solo uso en total)', discount_type: 'percent', percent: 20, max_uses: 1, max_uses_per_user: 1 },
  ] as never);

  const max = products.get('MAX');
  if (max) await buyWithCoupon(tx, cliente, max, 'BIENVENIDA');

  const value = Math.floor(Number((await configurationValues(tx, companyId)).coupon_value));
  if (value > 0) {
    await grantPersonalCoupon(tx, {
      companyId, userId: cliente.id, amount: value, rewardOrders: null, description: 'Premio de bienvenida a la red',
      text: (code) => `¡Ganaste un cupón de ${formatMoney(value)}! Úsalo en tu próxima compra con el código ${code}.`,
    });
  }
}

type Person = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

/** One unit bought with a coupon, as POST /purchase does it: coupon applied and counted, buyer debited, units taken. */
async function buyWithCoupon(tx: Tx, buyer: Person, productId: number, code: string) {
  const sale = (await saleChain(tx, buyer.company_id, buyer.id, productId))!;
  const priced = await applyCoupon(tx, { companyId: buyer.company_id, buyerId: buyer.id, product: sale.product, split: splitSale(sale.chain, 1), code });
  const { split } = priced;
  const number = (await nextNumber(tx, buyer.company_id, 'order')).number;
  const order = await insertOrder(tx, {
    company_id: buyer.company_id, number, user_id: buyer.id, type_digital_account_id: sale.product.id, product_name: sale.product.name,
    quantity: 1, unit_price: split.unitPrice, total: split.total, coupon_code: priced.coupon?.code ?? null, discount: split.discount,
    status: 'finalized', source: 'direct', finalized_at: sql`now()`, created_by: buyer.id,
  });
  await recordCouponUse(tx, priced, { companyId: buyer.company_id, buyerId: buyer.id, orderId: order.id });
  const actor: Actor = { id: buyer.id, name: buyer.name };
  await chargeSale(tx, {
    companyId: buyer.company_id, actor, object: { type: 'order', id: order.id }, keyPrefix: `order:${order.id}`, buyerId: buyer.id, split,
    note: `Pedido #${number} · 1 × ${sale.product.name}`,
  });
  await deliverUnits(tx, { companyId: buyer.company_id, product: sale.product, quantity: 1, buyerId: buyer.id, orderId: order.id });
  const row = await updateOrder(tx, order.id, {});
  await writeLog(tx, {
    companyId: buyer.company_id, objectType: 'order', objectId: order.id, actor,
    text: `Compra directa: 1 × ${sale.product.name} (${formatMoney(split.total)}, cupón ${code}: −${formatMoney(split.discount)})`,
    changes: diffChanges(null, row),
  });
}
