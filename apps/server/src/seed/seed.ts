import { resourceByName } from '@app/shared';
import { inTransaction, type Db, type Tx } from '../db/client.ts';
import { insertCompany, countCompanies, syncCompanyIdentity } from '../modules/company/index.ts';
import { hashPassword } from '../modules/users/index.ts';
import { seedCompanyGroups } from '../modules/roles/index.ts';
import { seedCompanySettings } from '../modules/settings/index.ts';
import { seedDefaultTemplates } from '../modules/templates/index.ts';
import { defaultGroupOf, insertUser, setUserGroups } from '../modules/users/index.ts';
import { resourceTables } from '../db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { seedBalances } from './seed-balances.ts';
import { seedCoupons } from './seed-coupons.ts';
import { seedFaults } from './seed-faults.ts';
import { seedIntegrations } from './seed-integrations.ts';
import { seedCredentialTrail } from './seed-credential-trail.ts';
import { seedOtherAccounts } from './seed-other-accounts.ts';
import { seedPos } from './seed-pos.ts';
import { seedRenewals } from './seed-renewals.ts';
import { seedRedeemable } from './seed-redeemable.ts';
import { seedSales } from './seed-sales.ts';
import { seedSupport } from './seed-support.ts';
import { seedStockImport } from './seed-stock-import.ts';
import { seedStoreCatalog } from './seed-store-catalog.ts';
import { seedStoreCheckout } from './seed-store-checkout.ts';
import { seedNotifications } from '../modules/notifications/index.ts';

export const ROOT_COMPANY_ID = 3;

async function insertRows(tx: Tx, resource: keyof typeof resourceTables, companyId: number, rows: Record<string, unknown>[]) {
  const def = resourceByName(resource)!;
  const withDerived = rows.map((r) => ({ ...r, ...(def.derive ? def.derive(r) : {}), company_id: companyId }));
  await tx.insert(resourceTables[resource]).values(withDerived as never);
}

/** The root company (id 3, as the spec detects it) always exists: the platform's users live there. */
async function seedRootCompany(tx: Tx) {
  const root = await insertCompany(tx, { id: ROOT_COMPANY_ID, name: 'Plataforma', slug: 'root', is_root: true });
  await syncCompanyIdentity(tx);
  await seedCompanyGroups(tx, root.id, true);
  await seedCompanySettings(tx, root.id);
  await seedDefaultTemplates(tx);
  return root;
}

async function seedDemo(tx: Tx, rootId: number) {
  const demo = await insertCompany(tx, { name: 'Demo', slug: 'demo' });
  await seedCompanyGroups(tx, demo.id, false);
  await seedCompanySettings(tx, demo.id);
  const companies = { root: rootId, demo: demo.id };
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const ids: Record<string, number> = {};
  const phones: Record<string, string> = { admin: '3001112233', distribuidor: '3004445566', subdistribuidor: '3007778899' };
  for (const u of DEMO_USERS) {
    const companyId = companies[u.company];
    const user = await insertUser(tx, {
      company_id: companyId, rol: u.rol, username: u.username, password_hash, name: u.name,
      email: `${u.username}@demo.local`, phone: phones[u.username] ?? null, parent_id: u.parent ? ids[u.parent] : null,
      level_grid: u.level, codeuser: u.code, nickname_distribuitor: u.code ? u.name.split(' ')[0] : null,
    });
    ids[u.username] = user.id;
    const group = await defaultGroupOf(tx, companyId, u.rol);
    if (group) await setUserGroups(tx, user.id, [group.id]);
  }
  await insertRows(tx, 'bank', demo.id, [
    { name: 'Bancolombia', code: 'BCOL', active: true },
    { name: 'Davivienda', code: 'DAVI', active: true },
    { name: 'BBVA Colombia', code: 'BBVA', active: true },
    { name: 'Nequi', code: 'NEQUI', active: true },
  ]);
  await insertRows(tx, 'notice', demo.id, [
    { title: 'Bienvenido a la plataforma', description: 'Recarga tu saldo con una consignación y empieza a vender perfiles hoy mismo.', start_date: '2026-11-01', end_date: '2026-12-31', active: true },
    { title: 'Horario de soporte', description: 'Atendemos de lunes a sábado de 8:00 a. m. a 8:00 p. m.', active: true },
  ]);
  await insertRows(tx, 'link-tutorial', demo.id, [
    { name: 'Cómo reportar una consignación', link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', description: 'Paso a paso para recargar tu saldo.', position: 1, active: true },
    { name: 'Cómo comprar perfiles', link: 'https://youtu.be/9bZkp7q19f0', description: 'Compra directa desde tu saldo.', position: 2, active: true },
  ]);
  // the converter's rates and the tools page's links
  await insertRows(tx, 'digital-currency', demo.id, [
    { code: 'USD', name: 'Dólar estadounidense', symbol: 'US$', rate: 4000, active: true },
    { code: 'EUR', name: 'Euro', symbol: '€', rate: 4350.5, active: true },
    { code: 'MXN', name: 'Peso mexicano', symbol: 'MX$', rate: 215.75, active: true },
  ]);
  await insertRows(tx, 'whatsapp-support-lines', demo.id, [
    { name: 'Soporte general', country_code: '57', phone: '3000000000', message: 'Hola, necesito ayuda', schedule: 'Lunes a sábado, 8:00 a. m. a 8:00 p. m.', position: 1, active: true },
  ]);
  return { ids, companyId: demo.id };
}

/** Seeds an empty database; a database that already has companies is left alone (a second start reuses it). */
export async function seedIfEmpty(db: Db, demo: boolean): Promise<'seeded' | 'kept'> {
  return inTransaction(db, async (tx) => {
    if ((await countCompanies(tx)) > 0) return 'kept';
    const root = await seedRootCompany(tx);
    if (demo) {
      const seeded = await seedDemo(tx, root.id);
      await seedBalances(tx); // bank accounts, consignments, starting balances (through the ledger)
      await seedSales(tx); // products, stock, price lists and groups, config-prices
      await seedRenewals(tx); // a month of the network's purchases, with renewal tickets in every state
      await seedFaults(tx); // fault reports in every state, one waiting for stock
      await seedOtherAccounts(tx); // requests fulfilled by hand: in progress, finalized, annulled after charging
      await seedRedeemable(tx); // sellers with balance codes in every state, one redeemed by cliente
      await seedCoupons(tx); // coupons in every state, one used by cliente's purchase, and cliente's reward coupon
      await seedSupport(tx); // default responses; support and client tickets, open and closed, with threads and unread answers
      await seedStockImport(tx); // two Excel imports of stock (accounts, then profiles), with their log entries
      await seedStoreCatalog(tx, seeded.companyId); // /store/DIST01 and /store/SUB01 with ticked products and pictures
      await seedStoreCheckout(tx); // a client of /store/DIST01 with a delivered order and one waiting for payment (and its top-up)
      await seedPos(tx); // the branch Sede Centro with its POS catalogues, cashier cajero and receipt layout
      await seedIntegrations(tx); // distribuidor's API key and webhook, with a delivery log
      await seedCredentialTrail(tx); // views of one of distribuidor's profiles and its share links (one revoked, one live)
      // last: notices announced, one user asks for email, and nothing seeded before is mailed
      await seedNotifications(tx, seeded.companyId, seeded.ids.subdistribuidor);
    }
    else {
      // without demo data the platform still needs a way in: a root user with the documented password
      const password_hash = await hashPassword(process.env.ROOT_PASSWORD ?? DEMO_PASSWORD);
      const user = await insertUser(tx, { company_id: root.id, rol: 'Root', username: 'root', password_hash, name: 'Root Plataforma' });
      const group = await defaultGroupOf(tx, root.id, 'Root');
      if (group) await setUserGroups(tx, user.id, [group.id]);
    }
    return 'seeded';
  });
}
