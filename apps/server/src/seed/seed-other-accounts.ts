import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { digitalAccountOthers } from '../db/schema/index.ts';
import { annulOthers, finalizeOthers } from '../modules/sales/index.ts';
import { findUserByUsername } from '../modules/users/index.ts';
import { callerOf, type Person } from './seed-renewals.ts';

async function request(tx: Tx, staff: Person, buyer: Person, productId: number, productName: string, description: string, daysAgo: number) {
  const [row] = await tx.insert(digitalAccountOthers).values({
    company_id: staff.company_id, created_by: buyer.id, user_id: buyer.id, type_digital_account_id: productId, product_name: productName,
    description, status: 'in_progress', charged: false, created_at: sql`now() - make_interval(days => ${daysAgo})`,
  } as never).returning() as { id: number }[];
  return row.id;
}

/**
 * Demo requests fulfilled by hand (DOMAIN.md "Digital account (others)"), one in each state, through the same steps
 * the API runs: one in progress for staff to fulfil, one finalized (credentials written, buyer charged, commissions
 * posted) and one annulled after it was charged (refunded by reversal rows).
 */
export async function seedOtherAccounts(tx: Tx): Promise<void> {
  const admin = await findUserByUsername(tx, 'admin');
  const distribuidor = await findUserByUsername(tx, 'distribuidor');
  const subdistribuidor = await findUserByUsername(tx, 'subdistribuidor');
  if (!admin || !distribuidor || !subdistribuidor) return;
  const products = (await tx.execute(sql`
    SELECT id, name FROM type_digital_account WHERE company_id = ${admin.company_id} AND active ORDER BY id LIMIT 3`)).rows as { id: number; name: string }[];
  if (products.length < 3) return;
  const staff = callerOf(admin);
  const [first, second, third] = products;

  await request(tx, admin, subdistribuidor, first.id, first.name,
    'Cuenta a nombre del cliente final (correo familia.rojas@correo.co); la necesita antes del viernes.', 1);

  const finalized = await request(tx, admin, distribuidor, second.id, second.name,
    'Cuenta completa para un hotel: 5 perfiles con los nombres de las habitaciones.', 6);
  await finalizeOthers(tx, staff, finalized, { login: 'hotel.cartagena@cuentasdemo.co', password: 'Hotel#2027', profile_name: 'Habitación 101', pin: '4512' });

  const annulled = await request(tx, admin, subdistribuidor, third.id, third.name, 'Cuenta con región de Estados Unidos.', 9);
  await finalizeOthers(tx, staff, annulled, { login: 'region.usa@cuentasdemo.co', password: 'Usa#2027x' });
  await annulOthers(tx, staff, annulled, { reason: 'El proveedor no entregó la región pedida; se devuelve el valor.' });
}
