import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { dashboardLinks, formatMoney, type SalesDay } from '@app/shared';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** DD/MM of a YYYY-MM-DD Bogota day (the axis has no room for years). */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Finalized sales per Bogota day; a bar opens that day's sales list. */
export function SalesChart({ days }: { days: SalesDay[] }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const empty = days.every((d) => d.count === 0);
  return (
    <Card variant="outlined" data-testid="sales-chart">
      <CardContent>
        {empty && <Typography variant="body2" color="text.secondary">{t('dashboard.chart_empty')}</Typography>}
        <BarChart
          height={260}
          margin={{ left: 8, right: 8 }}
          xAxis={[{ scaleType: 'band', data: days.map((d) => d.day), valueFormatter: shortDay, tickLabelMinGap: 12 }]}
          yAxis={[{ valueFormatter: (v: number | null) => formatMoney((v ?? 0) * 100, { decimals: 0 }), width: 96 }]}
          series={[{
            data: days.map((d) => d.amount / 100),
            label: t('dashboard.chart_amount'),
            valueFormatter: (v, { dataIndex }) => `${formatMoney((v ?? 0) * 100)} · ${t('dashboard.orders_count', { smart_count: days[dataIndex]?.count ?? 0 })}`,
          }]}
          hideLegend
          onItemClick={(_event, item) => {
            const day = days[item.dataIndex];
            if (day) navigate(dashboardLinks.salesOfDay(day.day));
          }}
        />
      </CardContent>
    </Card>
  );
}
