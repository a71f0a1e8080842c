import { Card, CardContent, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMoney, type ReportDef } from '@app/shared';
import { useTranslate } from 'react-admin';
import type { ReportAnswer } from './api.ts';
import { formatCell, formatMonth } from './report-format.ts';

/**
 * The report's chart (bar for rankings, line for months): rows summed per value of the x column (e.g. a month
 * with several parents), the first `limit` drawn. Money is drawn in pesos.
 */
export function ReportChart({ def, answer }: { def: ReportDef; answer: ReportAnswer }) {
  const t = useTranslate();
  const chart = def.chart;
  if (!chart || !answer.items.length) return null;
  const xColumn = def.columns.find((c) => c.key === chart.x);
  const kindOf = (key: string) => def.columns.find((c) => c.key === key)?.kind ?? 'integer';
  const groups = new Map<string, Record<string, number>>();
  for (const row of answer.items) {
    const x = String(row[chart.x] ?? '—');
    const sums = groups.get(x) ?? {};
    for (const s of chart.series) sums[s.key] = (sums[s.key] ?? 0) + Number(row[s.key] ?? 0);
    groups.set(x, sums);
  }
  const points = [...groups.entries()].slice(0, chart.limit ?? groups.size);
  const labels = points.map(([x]) => (xColumn?.kind === 'month' ? formatMonth(x, true) : x));
  const money = chart.series.every((s) => kindOf(s.key) === 'money');
  const series = chart.series.map((s) => ({
    label: s.label,
    data: points.map(([, sums]) => (kindOf(s.key) === 'money' ? sums[s.key] / 100 : sums[s.key])),
    valueFormatter: (v: number | null) => (kindOf(s.key) === 'money' ? formatMoney((v ?? 0) * 100, { decimals: 0 }) : formatCell(kindOf(s.key), v ?? 0)),
    ...(chart.stacked ? { stack: 'total' } : {}),
    // a line of one month is one point: its mark is all there is to see
    ...(chart.kind === 'line' ? { showMark: true, curve: 'linear' as const } : {}),
  }));
  // counts step by whole units (no "1,5 distribuidores")
  const yAxis = [{
    width: money ? 100 : 48, tickMinStep: money ? undefined : 1,
    valueFormatter: (v: number | null) => (money ? formatMoney((v ?? 0) * 100, { decimals: 0 }) : String(v ?? 0)),
  }];
  // drawn at once: a report is read, and a line still being drawn reads as months without sales
  const common = { height: 300, series, yAxis, margin: { left: 8, right: 16 }, hideLegend: chart.series.length < 2, skipAnimation: true } as const;
  return (
    <Card variant="outlined" data-testid="report-chart">
      <CardContent>
        {chart.kind === 'line'
          ? <LineChart {...common} xAxis={[{ scaleType: 'point', data: labels }]} />
          : <BarChart {...common} xAxis={[{ scaleType: 'band', data: labels, tickLabelMinGap: 4, tickLabelStyle: { fontSize: 11 }, categoryGapRatio: points.length < 4 ? 0.6 : 0.2 }]} />}
        {chart.limit && groups.size > chart.limit && (
          <Typography variant="caption" color="text.secondary">{t('reports.chart_top', { count: chart.limit })}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
