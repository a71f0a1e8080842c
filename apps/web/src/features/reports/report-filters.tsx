import { Button, Card, MenuItem, TextField, Typography } from '@mui/material';
import type { ReportDef } from '@app/shared';
import { useTranslate } from 'react-admin';
import { SearchPicker } from '../../components/search-picker.tsx';
import { DateField } from '../../components/form/date-field.tsx';
import type { ReportAnswer, ReportFilterValues } from './api.ts';
import { ReportCategoryPicker } from './report-category-picker.tsx';
import { ReportSellerPicker } from './report-seller-picker.tsx';

/** What the filter bar edits: the call's filters plus the names shown for the picked seller and product. */
export type ReportFilterState = ReportFilterValues & { seller_name?: string; product_name?: string };

/**
 * The report's filters, only those its definition declares: the period (or a cut-off day) in Bogota days, a seller
 * (the rows narrow to its network), a product, a state and leaf categories (a tree that selects leaves only).
 * Empty dates show the defaults the server ran with.
 */
export function ReportFilters({ def, value, ran, onChange }: {
  def: ReportDef;
  value: ReportFilterState;
  ran: ReportAnswer['filters'] | undefined;
  onChange: (patch: Partial<ReportFilterState>) => void;
}) {
  const t = useTranslate();
  const has = (f: ReportDef['filters'][number]) => def.filters.includes(f);
  return (
    <>
      <Card variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', '& > *': { flex: '1 1 200px' } }} data-testid="report-filters">
        {has('period') && (
          <>
            <DateField size="small" label={t('reports.from')} value={value.from ?? ran?.from ?? ''} onChange={(v) => onChange({ from: v })} testId="report-from" />
            <DateField size="small" label={t('reports.to')} value={value.to ?? ran?.to ?? ''} onChange={(v) => onChange({ to: v })} testId="report-to" />
          </>
        )}
        {has('at') && <DateField size="small" label={t('reports.at')} value={value.at ?? ran?.at ?? ''} onChange={(v) => onChange({ at: v })} testId="report-at" />}
        {has('seller') && (
          <ReportSellerPicker
            report={def.name}
            value={value.seller_id ? { id: Number(value.seller_id), name: value.seller_name ?? `#${value.seller_id}` } : null}
            onChange={(s) => onChange({ seller_id: s ? String(s.id) : undefined, seller_name: s?.name })}
          />
        )}
        {has('product') && (
          <SearchPicker
            resource="type-digital-account"
            label={t('reports.product')}
            placeholder={t('reports.product_placeholder')}
            minWidth={200}
            value={value.type_digital_account_id ? { id: Number(value.type_digital_account_id), name: value.product_name ?? `#${value.type_digital_account_id}` } : null}
            onChange={(p) => onChange({ type_digital_account_id: p ? String(p.id) : undefined, product_name: p?.name })}
            testId="report-product"
          />
        )}
        {has('state') && def.states && (
          <TextField select size="small" label={t('reports.state')} value={value.state ?? def.defaultState ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-state' } }}
            onChange={(e) => onChange({ state: e.target.value || undefined })}>
            {!def.defaultState && <MenuItem value="">{t('reports.all_states')}</MenuItem>}
            {def.states.map((s) => <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>)}
          </TextField>
        )}
        {has('categories') && (
          <ReportCategoryPicker report={def.name} value={value.categories} onChange={(categories) => onChange({ categories })} />
        )}
        <Button variant="text" onClick={() => onChange({ from: undefined, to: undefined, at: undefined, seller_id: undefined, seller_name: undefined, type_digital_account_id: undefined, product_name: undefined, state: undefined, categories: undefined })}
          sx={{ flex: '0 0 auto !important' }} data-testid="report-clear">
          {t('reports.clear')}
        </Button>
      </Card>
      {(has('period') || has('at')) && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, ml: 0.5 }}>{t(has('period') ? 'reports.period_help' : 'reports.at_help')}</Typography>
      )}
    </>
  );
}
