import { Card, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import Business from '@mui/icons-material/Business';
import { formatMoney, type PlatformDashboard as PlatformFigures } from '@app/shared';
import { useTranslate } from 'react-admin';
import { DashboardSection, FigureCard, FigureGrid } from './figure-card.tsx';

/** Root on the platform company: how many companies there are, each one's balance and sales this month. */
export function PlatformDashboard({ data }: { data: PlatformFigures }) {
  const t = useTranslate();
  return (
    <>
      <DashboardSection title={t('dashboard.companies_title')} testId="dashboard-companies">
        <FigureGrid>
          <FigureCard id="companies-count" label={t('dashboard.companies_count')} value={data.companies_count.toLocaleString('es-CO')} icon={<Business />} to="/admin/company" />
        </FigureGrid>
      </DashboardSection>
      <DashboardSection title={t('dashboard.companies_table_title')}>
        {data.companies.length === 0 ? <Typography color="text.secondary">{t('dashboard.companies_empty')}</Typography> : (
          <TableContainer component={Card} variant="outlined">
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('dashboard.company_name')}</TableCell>
                  <TableCell align="right">{t('dashboard.company_balance')}</TableCell>
                  <TableCell align="right">{t('dashboard.company_sales')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.companies.map((c) => (
                  <TableRow key={c.id} data-testid={`company-${c.id}`}>
                    <TableCell>
                      {c.name}
                      {!c.active && <Chip size="small" sx={{ ml: 1 }} label={t('dashboard.company_inactive')} />}
                    </TableCell>
                    <TableCell align="right">{formatMoney(c.balance)}</TableCell>
                    <TableCell align="right">
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatMoney(c.month_sales.amount)}</Typography>
                      <Typography variant="caption" color="text.secondary">{t('dashboard.orders_count', { smart_count: c.month_sales.count })}</Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DashboardSection>
    </>
  );
}
