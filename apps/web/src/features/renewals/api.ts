import type { BulkRenewalAnswer, RenewalTicketAnswer } from '@app/shared/contracts/renewals';
import { apiRequest } from '../../api/http.ts';
import { moneyRequest, newIdempotencyKey } from '../../api/money.ts';

/* The renewal calls of the delivered-profiles screen and the renewal desk. */

export type BulkRenewResult = BulkRenewalAnswer;

export const renewTickets = (ids: readonly (number | string)[]) =>
  moneyRequest<BulkRenewalAnswer>('/v1/admin/renovation-ticket/renew-bulk', { body: { ids } });

/**
 * Asks for a renewal of one owned profile (a new key each click: each is its own request): outside the notice
 * window it waits for staff approval (por aprobar) and charges nothing; inside it opens the ticket to renew.
 */
export const requestRenewal = (profileId: number) =>
  apiRequest<RenewalTicketAnswer>('/v1/admin/renovation-ticket/request-early', {
    body: { profile_id: profileId }, idempotencyKey: newIdempotencyKey(),
  });
