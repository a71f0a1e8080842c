import { todayBogota } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { authorizedSeller } from '../db/schema/index.ts';
import { annulCode, assignCodes, createBatch, sellCode } from '../modules/redeemable/index.ts';
import { redeemCode } from '../modules/redeemable/index.ts';
import { lockCodes } from '../modules/redeemable/index.ts';
import { recordPayment } from '../modules/redeemable/index.ts';
import type { Caller } from '../lib/caller.ts';
import { findUserByUsername } from '../modules/users/index.ts';

type Person = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

const callerOf = (u: Person): Caller => ({
  companyId: u.company_id, user: { id: u.id, name: u.name, company_id: u.company_id, path: u.path ?? '/' },
  actor: { id: u.id, name: u.name }, seesWholeCompany: u.level_grid === 0,
});

const inDays = (n: number) => {
  const d = new Date(`${todayBogota()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Demo redeemable balance (DOMAIN.md "Redeemable balance"), through the same steps the API runs: two authorized
 * sellers with a user. The sub-distributor (10 % discount) holds codes in every state of a current batch —
 * assigned, sold, redeemed (by its client `cliente`, whose balance it credits) — and of an older batch whose date
 * has passed (assigned and sold codes that expired unredeemed), and made a payment against what it owes; it sees
 * its codes in full on "Vender códigos". The distributor (8 %) was just handed two codes. The batch keeps codes
 * still to hand out and one annulled card.
 */
export async function seedRedeemable(tx: Tx): Promise<void> {
  const admin = (await findUserByUsername(tx, 'admin'))!;
  const dist = (await findUserByUsername(tx, 'distribuidor'))!;
  const sub = (await findUserByUsername(tx, 'subdistribuidor'))!;
  const client = (await findUserByUsername(tx, 'cliente'))!;
  const staff = callerOf(admin);
  const companyId = admin.company_id;

  const [sellerA, sellerB] = (await tx.insert(authorizedSeller).values([
    {
      company_id: companyId, name: sub.name, document_number: '1020456789', phone: sub.phone ?? '3007778899', email: sub.email,
      city: 'Bogotá', user_id: sub.id, active: true, redeemable_discount: 10, balance: 0, created_by: admin.id,
    },
    {
      company_id: companyId, name: dist.name, document_number: '1017234567', phone: dist.phone ?? '3004445566', email: dist.email,
      city: 'Medellín', user_id: dist.id, active: true, redeemable_discount: 8, balance: 0, created_by: admin.id,
    },
  ] as never).returning()) as { id: number }[];

  // the current batch: $ 20.000 codes good for two months
  const current = await createBatch(tx, staff, { value: 2_000_000, quantity: 12, expires_at: inDays(60), prefix: 'DEMO' });
  const ids = current.items.map((c) => c.id);
  await assignCodes(tx, staff, await lockCodes(tx, companyId, ids.slice(0, 6)), sellerA.id);
  await assignCodes(tx, staff, await lockCodes(tx, companyId, ids.slice(6, 8)), sellerB.id);
  const vendor = callerOf(sub);
  await sellCode(tx, vendor, ids[0], { buyer_name: 'Laura Gómez', buyer_phone: '3001234567' });
  await sellCode(tx, vendor, ids[1], { buyer_name: 'Andrés Pérez', buyer_phone: '3109876543' });
  await sellCode(tx, vendor, ids[2], { buyer_name: client.name, buyer_phone: client.phone ?? null });
  await redeemCode(tx, { companyId, user: { id: client.id, name: client.name } }, current.items[2].code);
  // one card came out of the printer unreadable
  await annulCode(tx, staff, ids[11], 'Tarjeta dañada o mal impresa');

  // an older promotion whose date has passed: what the seller did not sell (and one buyer did not redeem) expired
  const promo = await createBatch(tx, staff, { value: 5_000_000, quantity: 4, expires_at: inDays(0), prefix: 'PROMO' });
  const promoIds = promo.items.map((c) => c.id);
  await assignCodes(tx, staff, await lockCodes(tx, companyId, promoIds.slice(0, 3)), sellerA.id);
  await sellCode(tx, vendor, promoIds[0], { buyer_name: 'Marta Ruiz', buyer_phone: '3157654321' });
  await tx.execute(sql`UPDATE redeemable_balance SET expires_at = ${inDays(-10)}::date WHERE batch = ${promo.batch} AND company_id = ${companyId}`);

  await recordPayment(tx, staff, sellerA.id, { amount: 3_000_000, note: 'Transferencia Nequi' });
}
