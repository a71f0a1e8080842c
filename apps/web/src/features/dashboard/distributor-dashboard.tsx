import { Box, Card, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Autorenew from '@mui/icons-material/Autorenew';
import Handshake from '@mui/icons-material/Handshake';
import PointOfSale from '@mui/icons-material/PointOfSale';
import { dashboardLinks, formatDateTime, formatMoney, type DistributorDashboard as DistributorFigures } from '@app/shared';
import { useTranslate } from 'react-admin';
import { StoreShareCard } from '../../components/store-share-card.tsx';
import { DashboardSection, FigureCard, FigureGrid } from './figure-card.tsx';

const ROLE_LABELS: Record<string, string> = { Distribuidor: 'Distribuidor', Cliente: 'Cliente', Publico: 'Cliente de la tienda' };

/** A distributor: its balance, its network's month, its direct children's activity and its store. */
export function DistributorDashboard({ data, userId }: { data: DistributorFigures; userId: number }) {
  const t = useTranslate();
  const { period } = data;
  return (
    <>
      <DashboardSection title={t('dashboard.money_title')} testId="dashboard-money">
        <FigureGrid>
          <FigureCard id="balance" label={t('dashboard.balance')} value={formatMoney(data.balance)} icon={<AccountBalanceWallet />}
            caption={t('dashboard.balance_hint')} to={dashboardLinks.myMovements(userId)} />
          <FigureCard id="sales-month" label={t('dashboard.my_sales_month')} value={formatMoney(data.month_sales.amount)} icon={<PointOfSale />}
            caption={t('dashboard.orders_count', { smart_count: data.month_sales.count })} to={dashboardLinks.salesMonth(period)} />
          <FigureCard id="commissions-month" label={t('dashboard.my_commissions_month')} value={formatMoney(data.month_commissions)} icon={<Handshake />}
            to={dashboardLinks.commissions(period.month_start, period.today, userId)} />
          <FigureCard id="renewals-due" label={t('dashboard.my_renewals_due')} value={data.renewals_due.toLocaleString('es-CO')} icon={<Autorenew />}
            to={dashboardLinks.renewalsDue()} tone={data.renewals_due > 0 ? 'warning' : 'default'} />
        </FigureGrid>
      </DashboardSection>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <DashboardSection title={t('dashboard.children_title')} testId="dashboard-children">
          {data.children.length === 0 ? <Typography color="text.secondary">{t('dashboard.children_empty')}</Typography> : (
            <TableContainer component={Card} variant="outlined">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('dashboard.child_name')}</TableCell>
                    <TableCell align="right">{t('dashboard.child_sales')}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('dashboard.child_last_login')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.children.map((c) => (
                    <TableRow key={c.id} data-testid={`child-${c.id}`}>
                      <TableCell>
                        <Typography variant="body2" sx={{ fontWeight: 500 }}>{c.name}</Typography>
                        <Typography variant="caption" color="text.secondary">{c.username} · {ROLE_LABELS[c.rol] ?? c.rol}</Typography>
                        {/* on a phone the last sign-in goes under the name: there is no room for a third column */}
                        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                          {t('dashboard.child_last_login')}: {c.last_login ? formatDateTime(c.last_login) : t('dashboard.never')}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">
                        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid={`child-${c.id}-sales`}>{formatMoney(c.sales.amount)}</Typography>
                        <Typography variant="caption" color="text.secondary">{t('dashboard.orders_count', { smart_count: c.sales.count })}</Typography>
                      </TableCell>
                      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{c.last_login ? formatDateTime(c.last_login) : t('dashboard.never')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </DashboardSection>
        {data.store_code && (
          <Box sx={{ mt: { lg: 3 } }}>
            <StoreShareCard codeuser={data.store_code} />
          </Box>
        )}
      </Box>
    </>
  );
}
