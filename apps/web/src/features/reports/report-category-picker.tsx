import { Box, LinearProgress, Typography } from '@mui/material';
import { onlyLeaves } from '@app/shared';
import { useTranslate } from 'react-admin';
import { LeafTreePicker } from '../../components/leaf-tree-picker.tsx';
import { useReportCategories } from './api.ts';

/**
 * The `categories` filter of a report (the user balances): the catalogue tree, services as branches and products as
 * leaves, where only leaves are chosen; the value is the chosen product ids joined by commas (the query string's
 * `categories`), undefined for all.
 */
export function ReportCategoryPicker({ report, value, onChange }: {
  report: string;
  value: string | undefined;
  onChange: (next: string | undefined) => void;
}) {
  const t = useTranslate();
  const { data: tree, isPending } = useReportCategories(report);
  const chosen = value ? value.split(',') : [];
  return (
    <Box sx={{ flex: '1 1 100% !important', minWidth: 0 }} data-testid="report-categories">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('reports.categories')}
        <Typography component="span" variant="body2" color="text.secondary" data-testid="report-categories-count">
          {' · '}{chosen.length ? t('reports.categories_chosen', { smart_count: chosen.length }) : t('reports.categories_all')}
        </Typography>
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>{t('reports.categories_help')}</Typography>
      {isPending && <LinearProgress />}
      {tree && (
        <LeafTreePicker label={t('reports.categories')} tree={tree} selected={onlyLeaves(tree, chosen)} testId="category-tree"
          onChange={(next) => onChange(next.length ? next.join(',') : undefined)} />
      )}
    </Box>
  );
}
