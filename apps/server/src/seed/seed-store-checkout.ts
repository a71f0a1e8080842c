import { normalizeTransactionId, todayBogota } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { writeLog, type Actor } from '../lib/audit.ts';
import { hashPassword } from '../modules/users/index.ts';
import { approve, checkReceipt } from '../modules/consignments/index.ts';
import { USER_CONSIGNMENT } from '../modules/consignments/index.ts';
import { insertConsignment } from '../modules/consignments/index.ts';
import { saleChain } from '../modules/pricing/index.ts';
import { addItem, ensureOpenCart } from '../modules/store-checkout/index.ts';
import { placeOrders } from '../modules/store-checkout/index.ts';
import { payCart } from '../modules/store-checkout/index.ts';
import { defaultGroupOf, findUserByCode, findUserById, findUserByUsername, insertUser, setUserGroups } from '../modules/users/index.ts';
import { DEMO_PASSWORD } from './demo-users.ts';
import { depositSlip } from './deposit-slips.ts';

/** The store client's demo login (its email is its username, as a store sign-up makes it). */
export const STORE_CLIENT_USERNAME = 'valentina@correo.co';

/**
 * A client of DIST01's store, so the store's client screens have something to show right after a fresh start: Valentina signed up in /store/DIST01, topped up
 * her balance (an approved consignment) and bought NETFLIX there — paid and delivered through the store's checkout,
 * with commissions to DIST01 —, then checked out DISNEY+ without balance: that order waits "pendiente de pago" with
 * a reported top-up that `admin` can approve to see it delivered by itself.
 */
export async function seedStoreCheckout(tx: Tx): Promise<void> {
  const seller = await findUserByCode(tx, 'DIST01');
  const admin = await findUserByUsername(tx, 'admin');
  if (!seller || !admin) return;
  const companyId = seller.company_id;
  const products = new Map((await tx.execute(sql`SELECT id, service FROM type_digital_account WHERE company_id = ${companyId} AND active`))
    .rows.map((r) => [r.service as string, r.id as number]));
  const netflix = products.get('NETFLIX');
  const disney = products.get('DISNEY+');
  const bank = (await tx.execute(sql`SELECT id FROM bank_account WHERE company_id = ${companyId} AND active ORDER BY id LIMIT 1`)).rows[0]?.id as number | undefined;
  if (!netflix || !disney || !bank) return;

  const inserted = await insertUser(tx, {
    company_id: companyId, rol: 'Publico', username: STORE_CLIENT_USERNAME, password_hash: await hashPassword(DEMO_PASSWORD),
    name: 'Valentina Ríos', email: STORE_CLIENT_USERNAME, phone: '+57 3005550101', parent_id: seller.id,
    level_grid: seller.level_grid + 1, active: true, accept_terms: true,
  });
  const group = await defaultGroupOf(tx, companyId, 'Publico');
  if (group) await setUserGroups(tx, inserted.id, [group.id]);
  const client = (await findUserById(tx, inserted.id))!;
  const actor: Actor = { id: client.id, name: client.name };
  await writeLog(tx, { companyId, objectType: 'user', objectId: client.id, actor, text: `Registro de cliente en la tienda ${seller.codeuser}` });
  const caller = { companyId, user: { id: client.id, name: client.name, company_id: companyId, path: client.path }, actor, seesWholeCompany: false };
  const priceOf = async (typeId: number) => (await saleChain(tx, companyId, client.id, typeId))!.chain[0].cost;

  // a top-up for exactly the first purchase, approved by admin (the balance comes only through the ledger)
  const report = async (amount: number, transactionId: string, slip: number) => {
    const row = await insertConsignment(tx, USER_CONSIGNMENT, {
      company_id: companyId, user_id: client.id, amount, bank_account_id: bank, transaction_id: normalizeTransactionId(transactionId),
      consignment_registration_date: todayBogota(), receipt: depositSlip(slip), consignments_state: 'draft', created_by: client.id,
    });
    await checkReceipt(tx, USER_CONSIGNMENT, row);
    return row;
  };
  // slips 14 and 15: the balances' demo reports use the ones before
  const first = await report(Math.max(await priceOf(netflix), 2_000_000), 'TIENDA-VR-0001', 14);
  await approve(tx, USER_CONSIGNMENT, first, { id: admin.id, name: admin.name });

  // paid and delivered at once
  const paid = await ensureOpenCart(tx, { companyId, userId: client.id, sellerId: seller.id });
  await addItem(tx, { companyId, cartId: paid.id, typeId: netflix, qt: 1, cap: 100 });
  const placed = await placeOrders(tx, { cart: paid, caller, sellerCode: seller.codeuser!, coupon: null });
  await payCart(tx, { caller, actor, cart: placed.cart, sellerCode: seller.codeuser! });

  // waiting for payment, with the top-up that will pay it once approved
  const waiting = await ensureOpenCart(tx, { companyId, userId: client.id, sellerId: seller.id });
  await addItem(tx, { companyId, cartId: waiting.id, typeId: disney, qt: 1, cap: 100 });
  await placeOrders(tx, { cart: waiting, caller, sellerCode: seller.codeuser!, coupon: null });
  await report(Math.max(await priceOf(disney), 2_000_000), 'TIENDA-VR-0002', 15);
}
