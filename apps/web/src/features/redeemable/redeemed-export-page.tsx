import { Alert, Box, Card, MenuItem, TextField, Typography } from '@mui/material';
import { formatMoney } from '@app/shared';
import { ResourceContextProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import EngineList from '../../engine/engine-list.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import { useBatches, useSellers } from './api.ts';

/** The report's filters kept in the address, where the list reads them (react-admin's `filter` parameter). */
function useUrlFilter(): [Record<string, unknown>, (key: string, value: unknown) => void] {
  const [params, setParams] = useSearchParams();
  let filter: Record<string, unknown> = {};
  try {
    filter = JSON.parse(params.get('filter') ?? '{}') as Record<string, unknown>;
  } catch {
    filter = {};
  }
  const set = (key: string, value: unknown) => {
    const next = { ...filter, [key]: value };
    if (value === '' || value === null || value === undefined) delete next[key];
    const out = new URLSearchParams(params);
    out.set('filter', JSON.stringify(next));
    out.set('page', '1');
    setParams(out);
  };
  return [filter, set];
}

/**
 * `/admin/redeemable-balance-redeem/export` (spec §2, route name redeemable-balance-redeem-export): the redeemed
 * codes' report with its filters in sight (redemption dates, seller, batch), and the export bar that writes the page
 * or every matching row to Excel.
 */
export default function RedeemedExportPage() {
  const t = useTranslate();
  const [filter, setFilter] = useUrlFilter();
  const sellers = useSellers();
  const batches = useBatches();
  const text = (key: string) => (typeof filter[key] === 'string' || typeof filter[key] === 'number' ? String(filter[key]) : '');
  const field = (name: string) => t(`resources.redeemable-balance.fields.${name}`);
  return (
    <ResourceContextProvider value="redeemable-balance-redeem">
      <Box data-testid="redeemable-balance-redeem-export-page">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mt: 1 }}>{t('redeemable.report.title')}</Typography>
        <Alert severity="info" sx={{ my: 1.5 }}>{t('redeemable.report.help')}</Alert>
        <Card sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { flex: '1 1 180px' } }}>
          <DateField size="small" label={t('engine.from', { field: field('redeemed_at') })} value={text('redeemed_at_gte')}
            onChange={(v) => setFilter('redeemed_at_gte', v)} testId="report-from" />
          <DateField size="small" label={t('engine.to', { field: field('redeemed_at') })} value={text('redeemed_at_lte')}
            onChange={(v) => setFilter('redeemed_at_lte', v)} testId="report-to" />
          <TextField select size="small" label={t('redeemable.seller')} value={text('seller_id')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => setFilter('seller_id', e.target.value === '' ? '' : Number(e.target.value))}>
            <MenuItem value="">{t('redeemable.sell.all_sellers')}</MenuItem>
            {(sellers.data ?? []).map((s) => <MenuItem key={s.id} value={String(s.id)}>{s.name}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={t('redeemable.batch')} value={text('batch')} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => setFilter('batch', e.target.value === '' ? '' : Number(e.target.value))}>
            <MenuItem value="">{t('redeemable.all_batches')}</MenuItem>
            {(batches.data ?? []).map((b) => (
              <MenuItem key={b.batch} value={String(b.batch)}>{t('redeemable.batch_n', { batch: b.batch })} · {formatMoney(b.value, { decimals: 0 })}</MenuItem>
            ))}
          </TextField>
        </Card>
        <EngineList />
      </Box>
    </ResourceContextProvider>
  );
}
