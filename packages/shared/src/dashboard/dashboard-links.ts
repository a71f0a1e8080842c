import type { DashboardPeriod } from './dashboard-types.ts';

/**
 * Where each dashboard figure leads: the list that shows exactly the rows it counted, with the filter query the
 * engine's lists read (`?filter={json}`, ranges as `<field>_gte` / `<field>_lte` in Bogota days). Kept beside the
 * figures' types so a figure and its link cannot drift apart.
 */
export const listLink = (route: string, filter?: Record<string, unknown>): string =>
  `/admin/${route}${filter && Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;

export const dashboardLinks = {
  /** Finalized orders (the "sales" list) of today or of the month so far. */
  salesToday: (p: DashboardPeriod) => listLink('sales', { finalized_at_gte: p.today, finalized_at_lte: p.today }),
  salesMonth: (p: DashboardPeriod) => listLink('sales', { finalized_at_gte: p.month_start, finalized_at_lte: p.today }),
  salesOfDay: (day: string) => listLink('sales', { finalized_at_gte: day, finalized_at_lte: day }),
  /** Movements of the company's revenue / the network's commissions in a period. */
  revenue: (from: string, to: string) => listLink('company-balance-movements', { kind: 'revenue', created_at_gte: from, created_at_lte: to }),
  /** Commission rows of the period: every user's (staff), or one user's own (a distributor's earnings). */
  commissions: (from: string, to: string, userId?: number) =>
    listLink('balance-movements', { kind: 'commission', ...(userId ? { user_id: userId } : {}), created_at_gte: from, created_at_lte: to }),
  myMovements: (userId: number) => listLink('balance-movements', { user_id: userId }),
  pendingConsignments: () => listLink('consignments-draft'),
  stockOf: (productId: number) => listLink('digital-account', { type_digital_account_id: productId, state: 'available' }),
  renewalsDue: () => listLink('renovation-ticket-to-be-renewed'),
  openTickets: () => listLink('support-ticket-open'),
  openClientTickets: () => listLink('support-client-open'),
  openFaults: () => listLink('report-fault-account', { status: 'open' }),
  myProfiles: () => '/admin/profiles-list',
  myTickets: () => listLink('support-client'),
  /** A client ticket opens on its thread page. */
  ticket: (id: number) => `/admin/support-client/${id}`,
  store: (code: string) => `/store/${encodeURIComponent(code)}`,
};
