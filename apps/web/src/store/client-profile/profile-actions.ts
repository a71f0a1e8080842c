import type { RequestedRenewalRow } from '@app/shared/contracts/renewals';
import type { ResourceListAnswer } from '@app/shared/contracts/resources';
import { apiRequest } from '../../api/http.ts';

const key = () => `store-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Units whose early renewal waits for the company's approval: by profile, and by account for accounts sold whole. */
export interface WaitingRenewals {
  profiles: ReadonlySet<number>;
  accounts: ReadonlySet<number>;
}

export const NO_WAITING_RENEWALS: WaitingRenewals = { profiles: new Set(), accounts: new Set() };

/** Whether a unit of the profile has a request waiting for approval (a second request would only answer it). */
export const isWaitingRenewal = (w: WaitingRenewals, unit: { profile_id: number | null; digital_account_id: number }) =>
  (unit.profile_id !== null && w.profiles.has(unit.profile_id)) || w.accounts.has(unit.digital_account_id);

/** What the client reads when its request is early: it waits for the company and nothing was charged. */
export const RENEWAL_WAITING_MESSAGE = 'Solicitud enviada: la empresa de tu vendedor debe aprobar esta renovación anticipada; no se cobró nada. Te avisaremos cuando la aprueben y entonces se cobrará de tu saldo.';

type RequestedTicket = Pick<RequestedRenewalRow, 'id' | 'profile_id' | 'renovation_ticket_status'> & { digital_account_id: number };

/**
 * What the client profile does through the product's existing calls (one seam per feature): renewals
 * (modules/renewals: ask for the ticket, then renew it from the balance when it is due), redeemable codes, fault
 * reports, client tickets with the seller, the profile's data and the password.
 */
export const profileActions = {
  /**
   * Before the notice window the request waits for the company's approval (DOMAIN.md "Early renewal approval"): the
   * renewal is then not called (it would be refused) and the client is told nothing was charged. Inside the window
   * the ticket is due and is renewed from the balance at once.
   */
  async renew(profileId: number): Promise<string> {
    const ticket = await apiRequest<{ item: RequestedTicket }>('/v1/admin/renovation-ticket/request', { body: { profile_id: profileId }, idempotencyKey: key() });
    if (ticket.item.renovation_ticket_status === 'to_be_approved') return RENEWAL_WAITING_MESSAGE;
    const done = await apiRequest<{ msg: string }>(`/v1/admin/renovation-ticket/${ticket.item.id}/renew`, { body: {}, idempotencyKey: key() });
    return done.msg;
  },
  /** The client's requests waiting for approval (the renewal list reaches only its own tickets). */
  async waitingRenewals(): Promise<WaitingRenewals> {
    const res = await apiRequest<ResourceListAnswer<RequestedTicket>>('/v1/admin/renovation-ticket/list', {
      body: { data: { renovation_ticket_status: 'to_be_approved' }, _paginate: { page: 1, max_rows: 100 }, _order: { field: 'id', direction: 'DESC' } },
    });
    const profiles = new Set<number>();
    const accounts = new Set<number>();
    for (const t of res.items) {
      if (t.profile_id !== null) profiles.add(t.profile_id);
      else accounts.add(t.digital_account_id);
    }
    return { profiles, accounts };
  },
  redeem: (code: string) => apiRequest<{ msg: string }>('/v1/redeemable-balance/redeem', { body: { code: code.trim() }, idempotencyKey: key() }).then((r) => r.msg),
  reportFault: (profileId: number, description: string) =>
    apiRequest<{ msg: string }>('/v1/admin/report-fault-account', { body: { profile_id: profileId, description }, idempotencyKey: key() }).then((r) => r.msg),
  openTicket: (subject: string, description: string) =>
    apiRequest<{ msg: string }>('/v1/admin/support-client', { body: { subject, description } }).then((r) => r.msg || 'Ticket enviado a tu vendedor.'),
  saveData: (data: { name: string; email: string }) =>
    apiRequest<{ msg: string }>('/v1/admin/profile', { method: 'PUT', body: data }).then((r) => r.msg || 'Datos guardados.'),
  changePassword: (userId: number, password: string) =>
    apiRequest<{ msg: string }>(`/v1/user/${userId}`, { body: { password } }).then((r) => r.msg),
};
