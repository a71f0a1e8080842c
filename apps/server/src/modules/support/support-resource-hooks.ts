import { resourceByName, type SupportThreadResource } from '@app/shared';
import type { ResourceHooks } from '../../engine/resource-hooks.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import { nextNumber } from '../consecutives/index.ts';
import { parentIdOf } from '../users/index.ts';
import { deskRecipients, notifyTicket, ticketLabel } from './support-events.ts';
import { deleteResponses, type TicketRow } from './support-repository.ts';

/**
 * What both kinds of ticket add to the generic create/update/delete: a new ticket is numbered from its
 * consecutive, starts unread for the desk (its description is the first message) and the desk is told; only its
 * requester (or staff) edits it, and not once closed (the requester reopens it first); only staff delete one, and
 * its thread goes with it.
 */
function threadHooks(resource: SupportThreadResource, addressed: ResourceHooks['beforeCreate']): ResourceHooks {
  const statusField = resourceByName(resource)!.status!.field;
  return {
    async beforeCreate(tx, auth, values) {
      const numbered = {
        ...values,
        filing_number: (await nextNumber(tx, auth.tenant.id, resource)).text,
        requester_unread: 0,
        desk_unread: 1,
      };
      return (await addressed?.(tx, auth, numbered)) ?? numbered;
    },
    async afterCreate(tx, auth, row) {
      const ticket = row as unknown as TicketRow;
      await notifyTicket(tx, resource, ticket, 'ticket_opened', `${auth.actor.name} abrió el ticket ${ticketLabel(ticket)}.`,
        await deskRecipients(tx, resource, ticket), auth.user.id);
    },
    async beforeUpdate(_tx, auth, before) {
      // the requester completes its own ticket (e.g. the attachment uploaded after filing); staff may correct any
      if (before.user_id !== auth.user.id && !auth.seesWholeCompany) throw forbidden('Solo quien abrió el ticket puede modificarlo.');
      if (before[statusField] === 'close') throw conflict(`El ticket ${before.filing_number} está cerrado: no se puede modificar.`);
    },
    async beforeRemove(tx, auth, before) {
      if (!auth.seesWholeCompany) throw forbidden('Solo el personal de la empresa puede eliminar tickets.');
      await deleteResponses(tx, auth.tenant.id, resource, before.id);
    },
  };
}

/** `support-ticket`: filed with the next number of the company's `support-ticket` sequence (TS-000001). */
export const supportTicketHooks = threadHooks('support-ticket', undefined);

/**
 * `support-client`: numbered from the `support-client` sequence (TC-000001) and addressed to the client's seller
 * (its parent), who answers it.
 */
export const supportClientHooks = threadHooks('support-client', async (tx, _auth, values) => ({
  ...values,
  distributor_id: await parentIdOf(tx, Number(values.user_id)),
}));
