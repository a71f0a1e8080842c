import { productName, type FaultReportInput } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { digitalAccount, typeDigitalAccount } from '../db/schema/index.ts';
import { fileReport, reassignReport, refundReport, rejectReport } from '../modules/faults/index.ts';
import { insertProfiles } from '../modules/inventory/index.ts';
import type { UnitRow } from '../modules/renewals/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';
import { DEMO_FAULT_SCREENSHOT } from './fault-screenshot.ts';
import { buy, callerOf, type Person } from './seed-renewals.ts';

/**
 * A product with a single account in stock: a fault on one of its profiles cannot be replaced (a replacement never
 * comes from the faulty account), so its report waits for inventory.
 */
async function productWithOneAccount(tx: Tx, admin: Person): Promise<number> {
  const service = 'YOUTUBE PREMIUM';
  const plan = '1 PERFIL';
  const [product] = await tx.insert(typeDigitalAccount).values({
    company_id: admin.company_id, created_by: admin.id, name: productName({ service, plan, duration_days: 30 }), service, plan, duration_days: 30,
    price_base: 900_000, profile_max_quantity: 3, sale_mode: 'profiles', tags: 'VIDEO,MÚSICA', reservable: false, active: true,
    description: `${service} ${plan}: entrega inmediata, garantía por 30 días.`,
  } as never).returning() as { id: number }[];
  const [account] = await tx.insert(digitalAccount).values({
    company_id: admin.company_id, created_by: admin.id, type_digital_account_id: product.id, login: 'youtube01@cuentasdemo.co',
    password: 'YOU#2027x1', expiry_date: sql`(now() AT TIME ZONE 'America/Bogota')::date + 300`, state: 'available', is_generic: false, profiles_quantity: 3,
  } as never).returning() as { id: number; company_id: number; type_digital_account_id: number }[];
  await insertProfiles(tx, account, 3, admin.id);
  return product.id;
}

/**
 * Demo fault reports (DOMAIN.md "Fault report"), through the same steps the API runs, one in each state: open with a
 * screenshot and a replacement in stock (for staff to resolve), open waiting for inventory, resolved by reassignment
 * (filed by the buyer's parent), resolved by refund of the unused days (commission refunded in proportion), and
 * rejected with the configured penalty. The units were bought 5 to 15 days ago: none is due for renewal yet.
 */
export async function seedFaults(tx: Tx): Promise<void> {
  const admin = await findUserByUsername(tx, 'admin');
  const distribuidor = await findUserByUsername(tx, 'distribuidor');
  const subdistribuidor = await findUserByUsername(tx, 'subdistribuidor');
  if (!admin || !distribuidor || !subdistribuidor) return;
  const products = new Map((await tx.execute(sql`SELECT id, service FROM type_digital_account WHERE company_id = ${admin.company_id}`))
    .rows.map((r) => [r.service as string, r.id as number]));
  const product = (service: string) => products.get(service)!;
  const staff = callerOf(admin);
  const report = (unit: UnitRow, who: Person, input: Omit<FaultReportInput, 'profile_id'>) =>
    fileReport(tx, callerOf(who), { profile_id: unit.profile_id!, ...input });

  // open, with a screenshot; another NETFLIX account can replace it
  await report(await buy(tx, subdistribuidor, product('NETFLIX'), 6), subdistribuidor, {
    fault_kind: 'wrong_password', image: DEMO_FAULT_SCREENSHOT,
    description: 'Desde ayer la aplicación dice "Contraseña incorrecta" en el televisor y en el celular. No hemos cambiado nada.',
  });
  // open, waiting for inventory
  await report(await buy(tx, distribuidor, await productWithOneAccount(tx, admin), 5), distribuidor, {
    fault_kind: 'other', description: 'YouTube pide confirmar el inicio de sesión con un código enviado a un correo que no es nuestro.',
  });
  // reassigned: filed by the buyer's parent, resolved by staff with another DISNEY+ account
  const reassigned = await report(await buy(tx, subdistribuidor, product('DISNEY+'), 12), distribuidor, {
    fault_kind: 'screen_limit', description: 'El perfil dice que se alcanzó el límite de pantallas aunque solo lo usa mi cliente.',
  });
  await reassignReport(tx, staff, reassigned.id);
  // refunded: 15 of 30 days unused (whole pesos: the demo balances stay round)
  const refunded = await report(await buy(tx, subdistribuidor, product('MAX'), 15), subdistribuidor, {
    fault_kind: 'expired', description: 'El proveedor canceló la cuenta de MAX: al entrar dice que la suscripción terminó.',
  });
  await refundReport(tx, staff, refunded.id);
  // rejected: the buyer changed the password; the configured penalty charged
  const rejected = await report(await buy(tx, subdistribuidor, product('NETFLIX'), 8), subdistribuidor, {
    fault_kind: 'wrong_password', description: 'No puedo entrar: la contraseña no funciona.',
  });
  await rejectReport(tx, staff, rejected.id, 'El comprador cambió la contraseña', true);
}
