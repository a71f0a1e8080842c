import { apiRequest } from '../../api/http.ts';

const key = () => `store-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * What the client profile does through the product's existing calls (one seam per feature): renewals
 * (modules/renewals: ask for the ticket, then renew it from the balance), redeemable codes, fault reports, client
 * tickets with the seller, the profile's data and the password.
 */
export const profileActions = {
  async renew(profileId: number): Promise<string> {
    const ticket = await apiRequest<{ item: { id: number } }>('/v1/admin/renovation-ticket/request', { body: { profile_id: profileId }, idempotencyKey: key() });
    const done = await apiRequest<{ msg: string }>(`/v1/admin/renovation-ticket/${ticket.item.id}/renew`, { body: {}, idempotencyKey: key() });
    return done.msg;
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
