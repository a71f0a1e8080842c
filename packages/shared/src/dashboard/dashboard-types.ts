/**
 * What `GET /api/v1/dashboard` answers (modules/dashboard): one shape per kind of viewer, chosen by the server
 * from the caller's role and company. Money is integer cents; days are Bogota calendar days (YYYY-MM-DD).
 */

/** Units in stock at or below this count are flagged "low" on the staff dashboard. */
export const LOW_STOCK_THRESHOLD = 5;

/** Days the staff sales chart covers, ending today (Bogota). */
export const SALES_CHART_DAYS = 30;

/** Finalized orders of a period: how many, what they add up to. */
export interface SalesFigure {
  count: number;
  amount: number;
}

/** Sales, the company's revenue and the commissions its network earned, in one period. */
export interface PeriodFigures {
  sales: SalesFigure;
  revenue: number;
  commissions: number;
}

export interface StockFigure {
  type_digital_account_id: number;
  name: string;
  /** Units a buyer could take now (profiles, or whole accounts for products sold by accounts). */
  units: number;
  low: boolean;
}

export interface SalesDay {
  day: string;
  count: number;
  amount: number;
}

/** The Bogota days the figures were computed for (the web builds its filtered-list links from them). */
export interface DashboardPeriod {
  today: string;
  month_start: string;
}

export interface StaffDashboard {
  view: 'staff';
  period: DashboardPeriod;
  /** Null where the viewer's role does not handle money (Renovaciones sees the after-sale part only). */
  today: PeriodFigures | null;
  month: PeriodFigures | null;
  pending_consignments: number | null;
  stock: StockFigure[] | null;
  low_stock_threshold: number;
  renewals_due: number | null;
  open_tickets: number | null;
  open_client_tickets: number | null;
  open_faults: number | null;
  sales_by_day: SalesDay[] | null;
}

export interface ChildActivity {
  id: number;
  name: string;
  username: string;
  rol: string;
  /** Finalized orders of the child and everyone below it, this month. */
  sales: SalesFigure;
  last_login: string | null;
}

export interface DistributorDashboard {
  view: 'distributor';
  period: DashboardPeriod;
  balance: number;
  /** Finalized orders of the distributor's whole subtree (itself included) this month. */
  month_sales: SalesFigure;
  month_commissions: number;
  children: ChildActivity[];
  renewals_due: number;
  store_code: string | null;
}

export interface ExpiringUnit {
  kind: 'profile' | 'account';
  id: number;
  product: string;
  login: string;
  profile_name: string | null;
  renewal_limit_date: string;
  days_left: number;
}

export interface ClientTicket {
  id: number;
  filing_number: string | null;
  subject: string;
  status: string;
  /** Responses the client has not read yet. */
  unread: number;
  last_response_at: string | null;
}

export interface ClientDashboard {
  view: 'client';
  period: DashboardPeriod;
  balance: number;
  notice_days: number;
  expiring: ExpiringUnit[];
  open_tickets: number;
  tickets: ClientTicket[];
}

export interface CompanyFigure {
  id: number;
  name: string;
  slug: string;
  active: boolean;
  balance: number;
  month_sales: SalesFigure;
}

export interface PlatformDashboard {
  view: 'platform';
  period: DashboardPeriod;
  companies_count: number;
  companies: CompanyFigure[];
}

export type Dashboard = StaffDashboard | DistributorDashboard | ClientDashboard | PlatformDashboard;
