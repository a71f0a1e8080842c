import { Alert, Box, Button, CircularProgress, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import type { ReportDef } from '@app/shared';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../components/dialogs/dialog-bus.ts';
import { downloadReport, FILTER_KEYS, useReport, type ReportFilterValues } from './api.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportFilters, type ReportFilterState } from './report-filters.tsx';
import { ReportTable } from './report-table.tsx';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

const STATE_KEYS = [...FILTER_KEYS, 'seller_name', 'product_name'] as const;

/** The filters live in the address, so a filtered report can be reloaded, shared and opened from a link. */
function useFilterState(): [ReportFilterState, (patch: Partial<ReportFilterState>) => void] {
  const [params, setParams] = useSearchParams();
  const state = Object.fromEntries(STATE_KEYS.map((k) => [k, params.get(k) ?? undefined]).filter(([, v]) => v)) as ReportFilterState;
  const update = (patch: Partial<ReportFilterState>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };
  return [state, update];
}

/**
 * `/admin/{name}/export` for every report of packages/shared/src/reports (spec §2 export pages): the definition
 * draws the filters, the chart, the table with its totals, and the "Exportar Excel" button that downloads exactly
 * what is filtered (the server writes the same rows as an xlsx).
 */
export default function ReportPage({ def }: { def: ReportDef }) {
  const t = useTranslate();
  const [state, setState] = useFilterState();
  const filters: ReportFilterValues = Object.fromEntries(FILTER_KEYS.map((k) => [k, state[k]]).filter(([, v]) => v));
  const { data, error, isPending, isFetching } = useReport(def.name, filters);
  const { busy, run } = useActionSubmit();

  const exportFile = async () => {
    await run(async () => {
      await downloadReport(def.name, filters);
    });
  };

  return (
    <Box data-testid={`${def.name}-export-page`} sx={{ pb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, mb: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{def.title}</Typography>
          <Typography variant="body2" color="text.secondary">{def.description}</Typography>
        </Box>
        <Button variant="contained" startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <Download />}
          onClick={exportFile} disabled={busy || !data?.items.length} data-testid="report-export" sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          {busy ? t('reports.exporting') : t('reports.export')}
        </Button>
      </Stack>
      <ReportFilters def={def} value={state} ran={data?.filters} onChange={setState} />
      <Box sx={{ height: 4, mt: 1 }}>{isFetching && <LinearProgress />}</Box>
      {error && <Alert severity="error" sx={{ my: 1 }}>{errorMessage(error)}</Alert>}
      {isPending && !error && <Box sx={{ p: 4, textAlign: 'center' }}><CircularProgress /></Box>}
      {data && (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <ReportChart def={def} answer={data} />
          <Paper variant="outlined">
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} data-testid="report-count">
              {t('reports.rows', { smart_count: data.total })}
            </Typography>
            <ReportTable def={def} answer={data} />
          </Paper>
        </Stack>
      )}
    </Box>
  );
}
