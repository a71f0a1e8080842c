import { deliveryMessage } from '@app/shared';
import type { RevealedUnit, RevealInput } from '@app/shared/contracts/credentials';
import { inTransaction, type Db, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { purchaseTemplate } from '../templates/index.ts';
import { recordViews, viewerOf } from './credential-views.ts';
import { findUnit, missingUnit, reaches, requestInReach } from './unit-access.ts';

/**
 * The one way a screen shows a unit's password or PIN (DOMAIN.md "Credential views"): lists and details answer
 * them masked, and the eye (or a copy button) asks here for one unit, which writes one view with the screen it
 * came from, who asked and from which address — in the same transaction as the read, so no reveal goes unrecorded.
 * Who may: whoever reaches the unit's owner (the buyer, its sellers, staff); a unit in stock only staff who may
 * read stock passwords (`digital-account.show_observations`); a hand-fulfilled request as `requestInReach` says.
 * Anything else reads as missing (404).
 */
export function revealService(db: Db) {
  return {
    async reveal(auth: AuthContext, ip: string | null, input: RevealInput): Promise<RevealedUnit> {
      return inTransaction(db, async (tx) => {
        if (input.digital_account_others_id !== undefined) return revealRequest(tx, auth, ip, input.digital_account_others_id);
        const unit = await findUnit(tx, auth, input);
        const allowed = unit && (unit.owner_id !== null
          ? reaches(auth, unit.owner_path)
          : auth.seesWholeCompany && auth.can('digital-account.show_observations'));
        if (!unit || !allowed) throw missingUnit(input);
        await recordViews(tx, viewerOf(auth, ip), input.screen, [unit]);
        const template = await purchaseTemplate(tx, auth.tenant.id);
        const message = deliveryMessage(template, { ...unit, profiles: unit.profiles ?? undefined }, { product: unit.product, client: unit.owner_name ?? undefined, order: unit.order_number ?? undefined });
        return {
          profile_id: unit.profile_id, digital_account_id: unit.digital_account_id, digital_account_others_id: null, product: unit.product,
          login: unit.login, password: unit.password, profile: unit.profile, pin: unit.pin, renewal_limit_date: unit.renewal_limit_date,
          profiles: unit.profiles, message,
        };
      });
    },
  };
}

/** A hand-fulfilled request's credentials, as staff wrote them, with the same copy-ready message a purchase has. */
async function revealRequest(tx: Tx, auth: AuthContext, ip: string | null, requestId: number): Promise<RevealedUnit> {
  const request = await requestInReach(tx, auth, requestId);
  await recordViews(tx, viewerOf(auth, ip), 'other-accounts', [request]);
  const credentials = { login: request.login ?? '', password: request.password ?? '', profile: request.profile, pin: request.pin, renewal_limit_date: request.renewal_limit_date };
  const template = await purchaseTemplate(tx, auth.tenant.id);
  return {
    profile_id: null, digital_account_id: null, digital_account_others_id: request.digital_account_others_id, product: request.product,
    ...credentials, profiles: null, message: deliveryMessage(template, credentials, { product: request.product, client: request.owner_name ?? undefined }),
  };
}

export type RevealService = ReturnType<typeof revealService>;
