import {
  DEFAULT_RENEWAL_NOTICE_DAYS, LOW_STOCK_THRESHOLD, isBuyerRole, isPlatformRole, type ClientDashboard, type Dashboard,
  type DistributorDashboard, type PeriodFigures, type PlatformDashboard, type StaffDashboard,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { configurationValues } from '../settings/index.ts';
import * as repo from './dashboard-repository.ts';

/** Tickets a client sees listed on its dashboard (the rest are one click away in its ticket list). */
const CLIENT_TICKETS_SHOWN = 5;

/** A whole number ≥ 0 from the configuration, else the fallback. */
const wholeNumber = (value: unknown, fallback: number) => (Number.isInteger(Number(value)) && Number(value) >= 0 && value !== null && value !== '' ? Number(value) : fallback);

/**
 * The caller's dashboard, chosen by who it is: Root/Super on the platform company see every
 * company; buyers (Cliente, Publico) their balance, what expires and their tickets; a distributor its own subtree;
 * everyone else is company staff and sees each figure whose list its permissions open (Renovaciones: renewals).
 */
export function dashboardService(db: Db) {
  async function staff(auth: AuthContext): Promise<StaffDashboard> {
    const scope: repo.DashboardScope = { companyId: auth.tenant.id, subtreePath: null };
    const when = <T>(permission: Parameters<AuthContext['can']>[0], work: () => Promise<T>) => (auth.can(permission) ? work() : Promise.resolve(null));
    const config = await configurationValues(db, scope.companyId);
    const lowAt = wholeNumber(config.low_stock_threshold, LOW_STOCK_THRESHOLD);
    const [period, periods, stock, pending, renewals, tickets, clientTickets, faults, chart] = await Promise.all([
      repo.period(db),
      when('order.list', async () => {
        const [sales, revenue, commissions] = await Promise.all([
          repo.salesOfPeriods(db, scope),
          repo.ledgerOfPeriods(db, scope, 'revenue', { type: 'company', id: scope.companyId }),
          repo.ledgerOfPeriods(db, scope, 'commission', { type: 'user' }),
        ]);
        const of = (p: 'today' | 'month'): PeriodFigures => ({ sales: sales[p], revenue: revenue[p], commissions: commissions[p] });
        return { today: of('today'), month: of('month') };
      }),
      when('digital-account.create', () => repo.stockByProduct(db, scope.companyId, lowAt)),
      when('consignments.finalize', () => repo.pendingConsignments(db, scope)),
      when('renovation-ticket.list', () => repo.renewalsDue(db, scope)),
      when('support-ticket.list', () => repo.openTickets(db, scope)),
      when('support-client.list', () => repo.openClientTickets(db, scope)),
      when('report-fault-account.list', () => repo.openFaults(db, scope)),
      when('order.list', () => repo.salesByDay(db, scope)),
    ]);
    return {
      view: 'staff', period, today: periods?.today ?? null, month: periods?.month ?? null, pending_consignments: pending,
      stock, low_stock_threshold: lowAt, renewals_due: renewals, open_tickets: tickets, open_client_tickets: clientTickets,
      open_faults: faults, sales_by_day: chart,
    };
  }

  async function distributor(auth: AuthContext): Promise<DistributorDashboard> {
    const { user } = auth;
    const scope: repo.DashboardScope = { companyId: auth.tenant.id, subtreePath: user.path };
    const [period, balance, sales, commissions, children, renewals] = await Promise.all([
      repo.period(db),
      repo.userBalance(db, scope.companyId, user.id),
      repo.salesOfPeriods(db, scope),
      repo.ledgerOfPeriods(db, scope, 'commission', { type: 'user', id: user.id }),
      repo.childrenActivity(db, scope.companyId, user.id),
      repo.renewalsDue(db, scope),
    ]);
    return {
      view: 'distributor', period, balance, month_sales: sales.month, month_commissions: commissions.month, children,
      renewals_due: renewals, store_code: user.codeuser ?? null,
    };
  }

  async function client(auth: AuthContext): Promise<ClientDashboard> {
    const { user } = auth;
    const companyId = auth.tenant.id;
    const noticeDays = wholeNumber((await configurationValues(db, companyId)).renewal_notice_days, DEFAULT_RENEWAL_NOTICE_DAYS);
    const [period, balance, expiring, tickets] = await Promise.all([
      repo.period(db),
      repo.userBalance(db, companyId, user.id),
      repo.expiringUnits(db, companyId, user.id, noticeDays),
      repo.clientTickets(db, companyId, user.id, CLIENT_TICKETS_SHOWN),
    ]);
    return { view: 'client', period, balance, notice_days: noticeDays, expiring, open_tickets: tickets.open, tickets: tickets.latest };
  }

  async function platform(): Promise<PlatformDashboard> {
    const [period, companies] = await Promise.all([repo.period(db), repo.companiesOverview(db)]);
    return { view: 'platform', period, companies_count: companies.length, companies };
  }

  return {
    async forCaller(auth: AuthContext): Promise<Dashboard> {
      const rol = auth.user.rol;
      if (isPlatformRole(rol) && auth.tenant.is_root) return platform();
      if (isBuyerRole(rol)) return client(auth);
      if (rol === 'Distribuidor') return distributor(auth);
      return staff(auth);
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
