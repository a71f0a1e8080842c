import { BUYER_ROLES, type RoleName } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { Caller } from '../../lib/caller.ts';
import { findStoreSeller } from './store-checkout-repository.ts';

export type StoreSeller = NonNullable<Awaited<ReturnType<typeof findStoreSeller>>>;

export const STORE_NOT_FOUND = 'La tienda no existe o no está disponible.';

/** The open store of a code; unknown or inactive codes answer 404 (as the listing does). */
export async function storeSeller(db: Tx, code: string): Promise<StoreSeller> {
  const seller = await findStoreSeller(db, code);
  if (!seller) throw notFound(STORE_NOT_FOUND);
  return seller;
}

/**
 * The signed-in client of this store: a buyer (Cliente/Publico) whose seller is this store's. Anyone else — a
 * client of another seller, a distributor — gets the same 404 as a missing record: a client of seller A never
 * learns anything of seller B's store clients.
 */
export function assertStoreClient(auth: AuthContext, seller: StoreSeller): Caller {
  const u = auth.user;
  if (!BUYER_ROLES.includes(u.rol as RoleName) || u.parent_id !== seller.id || u.company_id !== seller.company_id) {
    throw notFound('No encontramos tu cuenta de cliente en esta tienda. Inicia sesión con la cuenta que creaste aquí.');
  }
  return { companyId: u.company_id, user: { id: u.id, name: u.name, company_id: u.company_id, path: u.path }, actor: auth.actor, seesWholeCompany: false };
}

/** wa.me link to the seller (digits of its phone; Colombian numbers get their +57). */
export function whatsappOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 7) return null;
  return `https://wa.me/${digits.length === 10 ? `57${digits}` : digits}`;
}
