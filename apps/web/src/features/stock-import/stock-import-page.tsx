import {
  Alert, AlertTitle, Box, Button, Card, CardContent, Chip, CircularProgress, LinearProgress, Stack, Table, TableBody,
  TableCell, TableContainer, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  STOCK_IMPORT_MAX_BYTES, type StockImportKind, type StockImportResult, type StockImportRowState,
} from '@app/shared';
import { useMemo, useRef, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { TablePager } from '../../components/table-pager.tsx';
import { errorMessage, showError } from '../../components/dialogs/dialog-bus.ts';
import { saveBlob } from '../../utils/download.ts';
import { downloadImportTemplate, uploadStockFile } from './api.ts';

/** Columns of their own from md up; on a phone their content shows in the login cell. */
const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const NARROW = { display: { xs: 'block', md: 'none' } } as const;
const CHIP_COLOR: Record<StockImportRowState, 'success' | 'default' | 'error'> = { new: 'success', duplicate: 'default', error: 'error' };

type Phase = { step: 'idle' } | { step: 'uploading'; percent: number; commit: boolean } | { step: 'preview'; result: StockImportResult }
  | { step: 'done'; result: StockImportResult };

/**
 * `/admin/digital-account/import` and `/import-profiles` (spec §2): download the template, upload a filled one
 * (a progress bar while it goes out and while the server checks it), see every row as new / duplicate / error with
 * its reason, and confirm: the server checks the same file again and imports its new rows in one transaction.
 */
export default function StockImportPage({ kind }: { kind: StockImportKind }) {
  const t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState<StockImportRowState | 'all'>('all');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const busy = phase.step === 'uploading';

  const send = async (chosen: File, commit: boolean) => {
    setError(null);
    setPhase({ step: 'uploading', percent: 0, commit });
    try {
      const result = await uploadStockFile(kind, chosen, commit, (percent) => setPhase({ step: 'uploading', percent, commit }));
      setPage(0);
      setFilter(commit ? 'all' : result.totals.error > 0 ? 'error' : 'all');
      setPhase({ step: commit ? 'done' : 'preview', result });
    } catch (err) {
      setError(errorMessage(err));
      setPhase({ step: 'idle' });
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    // refused here too, so a 200 MB file is not sent only to be cut at 10 MB
    if (chosen.size > STOCK_IMPORT_MAX_BYTES) {
      setError(t('stock_import.too_big'));
      setPhase({ step: 'idle' });
      return;
    }
    void send(chosen, false);
  };

  const downloadTemplate = async () => {
    try {
      const { blob, filename } = await downloadImportTemplate(kind);
      saveBlob(blob, filename);
    } catch (err) {
      showError(errorMessage(err));
    }
  };

  const result = phase.step === 'preview' || phase.step === 'done' ? phase.result : null;
  const shown = useMemo(() => (result ? result.items.filter((r) => filter === 'all' || r.state === filter) : []), [result, filter]);
  const title = t(`stock_import.${kind}_title`);

  return (
    <Box data-testid="stock-import-page" sx={{ maxWidth: 1100 }}>
      <Title title={title} />
      <Box sx={{ mt: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{title}</Typography>
        <Typography color="text.secondary">{t(`stock_import.${kind}_subtitle`)}</Typography>
      </Box>

      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack spacing={1.5}>
            <Typography>{t('stock_import.step_template')}</Typography>
            <Box><Button variant="outlined" startIcon={<Download />} onClick={downloadTemplate} data-testid="stock-import-template">{t('stock_import.template')}</Button></Box>
            <Typography>{t('stock_import.step_file')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="contained" startIcon={<UploadFile />} disabled={busy} onClick={() => input.current?.click()} data-testid="stock-import-choose">
                {file ? t('stock_import.change') : t('stock_import.choose')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                {file ? `${file.name} (${(file.size / 1024).toFixed(0)} KB)` : t('stock_import.max_size')}
              </Typography>
              <input ref={input} type="file" hidden data-testid="stock-import-file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => { choose(e.target.files?.[0]); e.target.value = ''; }} />
            </Stack>
            {phase.step === 'uploading' && (
              <Box data-testid="stock-import-progress">
                <Typography variant="body2" sx={{ mb: 0.5 }}>
                  {phase.percent < 100 ? t('stock_import.uploading', { percent: phase.percent })
                    : phase.commit ? t('stock_import.importing') : t('stock_import.processing')}
                </Typography>
                <LinearProgress variant={phase.percent < 100 ? 'determinate' : 'indeterminate'} value={phase.percent} />
              </Box>
            )}
            {error && <Alert severity="error" data-testid="stock-import-error">{error}</Alert>}
          </Stack>
        </CardContent>
      </Card>

      {phase.step === 'done' && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="stock-import-done"
          action={(
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button color="inherit" size="small" component={RouterLink} to={kind === 'accounts' ? '/digital-account' : '/profiles'}>
                {t(kind === 'accounts' ? 'stock_import.go_accounts' : 'stock_import.go_profiles')}
              </Button>
              <Button color="inherit" size="small" onClick={() => { setFile(null); setPhase({ step: 'idle' }); }}>{t('stock_import.again')}</Button>
            </Stack>
          )}>
          <AlertTitle>{t('stock_import.done_title')}</AlertTitle>
          {phase.result.msg}
        </Alert>
      )}

      {result && (
        <Card>
          <CardContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { md: 'center' } }}>
              <Typography variant="h6" sx={{ flexGrow: 1 }}>{t('stock_import.preview_title')}</Typography>
              <ToggleButtonGroup size="small" exclusive value={filter} onChange={(_, v) => { if (v) { setFilter(v); setPage(0); } }}
                sx={{ flexWrap: 'wrap' }} data-testid="stock-import-totals">
                <ToggleButton value="all">{t('stock_import.total', { count: result.totals.total })}</ToggleButton>
                <ToggleButton value="new" data-testid="stock-import-total-new">{t('stock_import.new', { count: result.totals.new })}</ToggleButton>
                <ToggleButton value="duplicate">{t('stock_import.duplicate', { count: result.totals.duplicate })}</ToggleButton>
                <ToggleButton value="error" data-testid="stock-import-total-error">{t('stock_import.error', { count: result.totals.error })}</ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            {phase.step === 'preview' && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{result.msg}</Typography>}
            <TableContainer>
              <Table size="small" data-testid="stock-import-rows">
                <TableHead>
                  <TableRow>
                    <TableCell sx={WIDE}>{t('stock_import.row')}</TableCell>
                    <TableCell>{t('stock_import.state')}</TableCell>
                    <TableCell>{t('stock_import.login')}</TableCell>
                    <TableCell sx={WIDE}>{t(kind === 'accounts' ? 'stock_import.detail' : 'stock_import.profile')}</TableCell>
                    <TableCell sx={WIDE}>{t('stock_import.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.slice(page * size, page * size + size).map((r) => (
                    <TableRow key={r.row} data-state={r.state}>
                      <TableCell sx={WIDE}>{r.row}</TableCell>
                      <TableCell sx={{ verticalAlign: 'top' }}>
                        <Chip size="small" color={CHIP_COLOR[r.state]} label={t(`stock_import.states.${r.state}`)} />
                        <Typography variant="caption" color="text.secondary" component="div" sx={NARROW}>{t('stock_import.row')} {r.row}</Typography>
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-word' }}>
                        {r.login ?? '—'}
                        {r.product && <Typography variant="caption" color="text.secondary" component="div">{r.product}</Typography>}
                        {/* on a phone the detail and the reason go under the login instead of in columns of their own */}
                        {r.detail && <Typography variant="caption" component="div" sx={NARROW}>{r.detail}</Typography>}
                        {r.reason && <Typography variant="body2" color={r.state === 'error' ? 'error' : 'text.secondary'} sx={{ ...NARROW, mt: 0.5 }}>{r.reason}</Typography>}
                      </TableCell>
                      <TableCell sx={WIDE}>{r.detail ?? '—'}</TableCell>
                      <TableCell sx={WIDE}>{r.reason ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePager total={shown.length} page={page} size={size} onPage={setPage} onSize={setSize} />
            {phase.step === 'preview' && (
              <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
                {result.totals.new > 0 ? (
                  <Button variant="contained" color="primary" disabled={busy || !file} onClick={() => file && send(file, true)}
                    startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined} data-testid="stock-import-confirm">
                    {t('stock_import.confirm', { smart_count: result.totals.new })}
                  </Button>
                ) : <Alert severity="info">{t('stock_import.nothing_new')}</Alert>}
              </Stack>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
