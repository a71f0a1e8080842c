import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { nextNumber } from '../consecutives/consecutive-service.ts';
import { parentIdOf } from '../users/user-directory-service.ts';

/** `support-ticket`: filed with the next number of the company's `support-ticket` sequence. */
export const supportTicketHooks: ResourceHooks = {
  async beforeCreate(tx, auth, values) {
    return { ...values, filing_number: (await nextNumber(tx, auth.tenant.id, 'support-ticket')).text };
  },
};

/**
 * `support-client`: numbered from the `support-client` sequence and addressed to the client's distributor
 * (its parent), who answers it.
 */
export const supportClientHooks: ResourceHooks = {
  async beforeCreate(tx, auth, values) {
    const owner = Number(values.user_id);
    return {
      ...values,
      filing_number: (await nextNumber(tx, auth.tenant.id, 'support-client')).text,
      distributor_id: await parentIdOf(tx, owner),
    };
  },
};
