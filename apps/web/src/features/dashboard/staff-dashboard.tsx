import {
  Card, Chip, Link as MuiLink, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography,
} from '@mui/material';
import AccountBalance from '@mui/icons-material/AccountBalance';
import Autorenew from '@mui/icons-material/Autorenew';
import ContactSupport from '@mui/icons-material/ContactSupport';
import Handshake from '@mui/icons-material/Handshake';
import PointOfSale from '@mui/icons-material/PointOfSale';
import ReportProblem from '@mui/icons-material/ReportProblem';
import RequestQuote from '@mui/icons-material/RequestQuote';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { dashboardLinks, formatMoney, type PeriodFigures, type StaffDashboard as StaffFigures } from '@app/shared';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DashboardSection, FigureCard, FigureGrid } from './figure-card.tsx';

// the charts library is most of this page's weight: only staff, who see the chart, download it
const SalesChart = lazy(() => import('./sales-chart.tsx').then((m) => ({ default: m.SalesChart })));

/** Sales, revenue and commissions of one period, each card opening the rows it adds up. */
function MoneyCards({ figures, which, from, to }: { figures: PeriodFigures; which: 'today' | 'month'; from: string; to: string }) {
  const t = useTranslate();
  return (
    <>
      <FigureCard
        id={`sales-${which}`} label={t(`dashboard.sales_${which}`)} value={formatMoney(figures.sales.amount)} icon={<PointOfSale />}
        caption={t('dashboard.orders_count', { smart_count: figures.sales.count })}
        to={which === 'today' ? dashboardLinks.salesToday({ today: to, month_start: from }) : dashboardLinks.salesMonth({ today: to, month_start: from })}
      />
      <FigureCard
        id={`revenue-${which}`} label={t(`dashboard.revenue_${which}`)} value={formatMoney(figures.revenue)} icon={<AccountBalance />}
        caption={t('dashboard.revenue_hint')} to={dashboardLinks.revenue(from, to)}
      />
      <FigureCard
        id={`commissions-${which}`} label={t(`dashboard.commissions_${which}`)} value={formatMoney(figures.commissions)} icon={<Handshake />}
        caption={t('dashboard.commissions_hint')} to={dashboardLinks.commissions(from, to)}
      />
    </>
  );
}

/** Company staff: money of today and the month, what waits for them, the chart and the stock. */
export function StaffDashboard({ data }: { data: StaffFigures }) {
  const t = useTranslate();
  const { period } = data;
  const count = (n: number) => n.toLocaleString('es-CO');
  const lowCount = data.stock?.filter((s) => s.low).length ?? 0;
  const work = [
    data.pending_consignments !== null && (
      <FigureCard key="consignments" id="pending-consignments" label={t('dashboard.pending_consignments')} value={count(data.pending_consignments)}
        icon={<RequestQuote />} to={dashboardLinks.pendingConsignments()} tone={data.pending_consignments > 0 ? 'warning' : 'default'} />
    ),
    data.renewals_due !== null && (
      <FigureCard key="renewals" id="renewals-due" label={t('dashboard.renewals_due')} value={count(data.renewals_due)}
        icon={<Autorenew />} to={dashboardLinks.renewalsDue()} tone={data.renewals_due > 0 ? 'warning' : 'default'} />
    ),
    data.open_tickets !== null && (
      <FigureCard key="tickets" id="open-tickets" label={t('dashboard.open_tickets')} value={count(data.open_tickets)}
        icon={<SupportAgent />} to={dashboardLinks.openTickets()} />
    ),
    data.open_client_tickets !== null && (
      <FigureCard key="client-tickets" id="open-client-tickets" label={t('dashboard.open_client_tickets')} value={count(data.open_client_tickets)}
        icon={<ContactSupport />} to={dashboardLinks.openClientTickets()} />
    ),
    data.open_faults !== null && (
      <FigureCard key="faults" id="open-faults" label={t('dashboard.open_faults')} value={count(data.open_faults)}
        icon={<ReportProblem />} to={dashboardLinks.openFaults()} tone={data.open_faults > 0 ? 'error' : 'default'} />
    ),
  ].filter(Boolean);

  return (
    <>
      {data.today && data.month && (
        <DashboardSection title={t('dashboard.money_title')} testId="dashboard-money">
          <FigureGrid>
            <MoneyCards figures={data.today} which="today" from={period.today} to={period.today} />
            <MoneyCards figures={data.month} which="month" from={period.month_start} to={period.today} />
          </FigureGrid>
        </DashboardSection>
      )}
      {work.length > 0 && (
        <DashboardSection title={t('dashboard.work_title')} testId="dashboard-work">
          <FigureGrid>{work}</FigureGrid>
        </DashboardSection>
      )}
      {data.sales_by_day && (
        <DashboardSection title={t('dashboard.chart_title')}>
          <Suspense fallback={<Skeleton variant="rounded" height={292} />}>
            <SalesChart days={data.sales_by_day} />
          </Suspense>
        </DashboardSection>
      )}
      {data.stock && (
        <DashboardSection
          title={t('dashboard.stock_title')} subtitle={t('dashboard.stock_subtitle', { count: data.low_stock_threshold })} testId="dashboard-stock"
          action={lowCount > 0 ? <Chip color="error" size="small" label={t('dashboard.low_stock_count', { smart_count: lowCount })} data-testid="low-stock-count" /> : undefined}
        >
          {data.stock.length === 0 ? <Typography color="text.secondary">{t('dashboard.stock_empty')}</Typography> : (
            <TableContainer component={Card} variant="outlined" sx={{ maxHeight: 420 }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('dashboard.stock_product')}</TableCell>
                    <TableCell align="right">{t('dashboard.stock_units')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.stock.map((s) => (
                    <TableRow key={s.type_digital_account_id} data-testid={`stock-${s.type_digital_account_id}`} data-low={s.low}>
                      <TableCell>
                        <MuiLink component={Link} to={dashboardLinks.stockOf(s.type_digital_account_id)} underline="hover">{s.name}</MuiLink>
                      </TableCell>
                      <TableCell align="right" sx={{ fontWeight: 600, color: s.low ? 'error.main' : undefined }}>{count(s.units)}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, width: 150 }}>
                        <Chip size="small" variant="outlined" color={s.low ? 'error' : 'success'} label={t(s.low ? 'dashboard.stock_low' : 'dashboard.stock_ok')} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </DashboardSection>
      )}
    </>
  );
}
