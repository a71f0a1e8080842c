import { useQuery } from '@tanstack/react-query';
import type { BulkRenewalAnswer, RenewalTicketAnswer, RequestedRenewalRow } from '@app/shared/contracts/renewals';
import type { ResourceListAnswer } from '@app/shared/contracts/resources';
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

export const REQUESTED_RENEWALS_KEY = ['renewals', 'requested'] as const;

/**
 * The newest renewals asked for in the caller's reach (one call for the whole delivered-profiles page, shared by
 * every row): each unit shows the state of its latest request (*Por aprobar*, *Aprobado*...).
 */
export const useRequestedRenewals = () => useQuery({
  queryKey: REQUESTED_RENEWALS_KEY,
  queryFn: async () => (await apiRequest<ResourceListAnswer<RequestedRenewalRow>>('/v1/admin/renovation-ticket/list', {
    body: { data: { requested: true }, _paginate: { page: 1, max_rows: 100 }, _order: { field: 'id', direction: 'DESC' } },
  })).items,
  staleTime: 30_000,
});
