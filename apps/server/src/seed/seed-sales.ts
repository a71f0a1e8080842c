import { productName, todayBogota } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  digitalAccount, distributorPrice, priceGroup, priceList, priceListItem, typeDigitalAccount, users,
} from '../db/schema/index.ts';
import { insertProfiles } from '../modules/inventory/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';

/** Demo products: price_base and the price of each list, in cents (COP). */
const PRODUCTS = [
  { service: 'NETFLIX', plan: '4K 1 PANTALLA', max: 5, accounts: 6, mode: 'profiles', reservable: true, tags: 'VIDEO,PREMIUM',
    prices: { base: 1_800_000, general: 1_800_000, dist: 1_400_000, sub: 1_550_000, client: 1_900_000, childDist: 1_500_000, childClient: 1_800_000 } },
  { service: 'DISNEY+', plan: '1 PERFIL', max: 7, accounts: 4, mode: 'profiles', reservable: true, tags: 'VIDEO',
    prices: { base: 1_200_000, general: 1_200_000, dist: 900_000, sub: 1_000_000, client: 1_300_000, childDist: 950_000, childClient: 1_250_000 } },
  { service: 'MAX', plan: '1 PERFIL', max: 5, accounts: 5, mode: 'profiles', reservable: false, tags: 'VIDEO',
    prices: { base: 1_000_000, general: 1_000_000, dist: 750_000, sub: 850_000, client: 1_100_000, childDist: 800_000, childClient: 1_050_000 } },
  { service: 'SPOTIFY PREMIUM', plan: 'CUENTA COMPLETA', max: 1, accounts: 5, mode: 'accounts', reservable: false, tags: 'MÚSICA',
    prices: { base: 1_500_000, general: 1_500_000, dist: 1_150_000, sub: 1_300_000, client: 1_600_000, childDist: 1_250_000, childClient: 1_550_000 } },
] as const;

const inDays = (n: number) => {
  const d = new Date(`${todayBogota()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Demo catalogue and stock: four products (three sold by profile, one by whole account) with
 * accounts and profiles, a general price list, one list and group per level (distribuidor's cheaper than
 * subdistribuidor's; clients pay more), the demo users placed in their groups, and distribuidor's
 * config-prices for its children. Starting balances come from the balances seed.
 */
export async function seedSales(tx: Tx): Promise<void> {
  const admin = await findUserByUsername(tx, 'admin');
  if (!admin) return;
  const companyId = admin.company_id;
  const insert = async <T extends Record<string, unknown>>(table: any, values: T) =>
    ((await tx.insert(table).values({ company_id: companyId, created_by: admin.id, ...values } as never).returning()) as (T & { id: number })[])[0];

  const lists = {
    general: await insert(priceList, { name: 'Lista general', type: 'general', is_general: true, active: true }),
    dist: await insert(priceList, { name: 'Distribuidores nivel 1', type: 'distributor', is_general: false, active: true }),
    sub: await insert(priceList, { name: 'Subdistribuidores', type: 'distributor', is_general: false, active: true }),
    client: await insert(priceList, { name: 'Clientes', type: 'client', is_general: false, active: true }),
  };
  const groups = {
    dist: await insert(priceGroup, { name: 'Distribuidores nivel 1', price_list_id: lists.dist.id, description: 'Primera línea', active: true }),
    sub: await insert(priceGroup, { name: 'Subdistribuidores', price_list_id: lists.sub.id, description: 'Segunda línea y siguientes', active: true }),
    client: await insert(priceGroup, { name: 'Clientes', price_list_id: lists.client.id, description: 'Clientes finales', active: true }),
  };
  const people = {
    distribuidor: await findUserByUsername(tx, 'distribuidor'),
    subdistribuidor: await findUserByUsername(tx, 'subdistribuidor'),
    cliente: await findUserByUsername(tx, 'cliente'),
  };
  for (const [username, group] of [['distribuidor', groups.dist], ['subdistribuidor', groups.sub], ['cliente', groups.client]] as const) {
    const u = people[username];
    if (u) await tx.update(users).set({ price_group_id: group.id }).where(eq(users.id, u.id));
  }

  let n = 0;
  for (const p of PRODUCTS) {
    const product = await insert(typeDigitalAccount, {
      name: productName({ service: p.service, plan: p.plan, duration_days: 30 }), service: p.service, plan: p.plan, duration_days: 30,
      price_base: p.prices.base, profile_max_quantity: p.max, sale_mode: p.mode, tags: p.tags, reservable: p.reservable, active: true,
      description: `${p.service} ${p.plan}: entrega inmediata, garantía por 30 días.`,
    });
    for (const [list, price] of [[lists.general, p.prices.general], [lists.dist, p.prices.dist], [lists.sub, p.prices.sub], [lists.client, p.prices.client]] as const) {
      await insert(priceListItem, { price_list_id: list.id, type_digital_account_id: product.id, product_name: product.name, price });
    }
    if (people.distribuidor) {
      for (const [audience, price] of [['distributor', p.prices.childDist], ['client', p.prices.childClient]] as const) {
        await tx.insert(distributorPrice).values({
          company_id: companyId, seller_id: people.distribuidor.id, type_digital_account_id: product.id, audience, price, updated_by: people.distribuidor.id,
        });
      }
    }
    const slug = p.service.toLowerCase().replace(/[^a-z]/g, '');
    for (let i = 1; i <= p.accounts; i++) {
      n++;
      const account = await insert(digitalAccount, {
        type_digital_account_id: product.id, login: `${slug}${String(i).padStart(2, '0')}@cuentasdemo.co`,
        password: `${slug.slice(0, 3).toUpperCase()}#${2026 + i}x${n}`, expiry_date: inDays(330 + i), state: 'available',
        is_generic: false, profiles_quantity: p.max,
      });
      await insertProfiles(tx, account as never, p.max, admin.id);
    }
  }
}
