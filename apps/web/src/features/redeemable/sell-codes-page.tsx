import {
  Alert, Box, Button, Card, Checkbox, Chip, Divider, InputAdornment, LinearProgress, MenuItem, Paper, Stack, Table, TableBody, TableCell,
  TableContainer, TableHead, TableRow, TextField, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import FileDownload from '@mui/icons-material/FileDownload';
import Search from '@mui/icons-material/Search';
import Sell from '@mui/icons-material/Sell';
import { formatDate, formatMoney, REDEEMABLE_STATES } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { seesWholeCompanyOf } from '../../session.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { errorMessage, showError } from '../../components/dialogs/dialog-bus.ts';
import { saveBlob } from '../../utils/download.ts';
import { PrintCardsButton, type CardCode } from './code-cards.tsx';
import { REDEEMABLE_KEY, useBatches, useHeldCodes, useSellers, type HeldCode } from './api.ts';
import { SellDialog, SoldDialog, type SaleAnswer } from './sell-dialogs.tsx';
import { StateChip } from './state-chip.tsx';
import { TablePager } from '../../components/table-pager.tsx';
import { downloadBatch as downloadBatchFile } from './api.ts';

// what a seller needs first: the codes it still has to sell
const DEFAULT_STATE = 'assigned';

/**
 * `/admin/redeemable-balance-sell` (spec §2): a seller's codes in full, the ones to sell first. It records each sale
 * (to a name and phone) and gets the buyer's WhatsApp message, copies codes, prints cards and downloads a batch's
 * spreadsheet; its summary says what it holds and owes. Staff see every seller's codes masked and may record a sale
 * on a seller's behalf.
 */
export default function SellCodesPage() {
  const t = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const staff = seesWholeCompanyOf(session);
  const [seller, setSeller] = useState<number | ''>('');
  const [state, setState] = useState(DEFAULT_STATE);
  const [batch, setBatch] = useState<number | ''>('');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(25);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [selling, setSelling] = useState<HeldCode | null>(null);
  const [sold, setSold] = useState<SaleAnswer | null>(null);
  // a phone gets one card per code (a table would hide the sell button off to the side)
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(q.trim());
      setPage(0);
    }, 350);
    return () => clearTimeout(timer);
  }, [q]);

  const sellers = useSellers();
  const batches = useBatches();
  const filters = { seller_id: seller || null, state: state || null, batch: batch || null, q: search || null };
  const held = useHeldCodes(filters, page, size);
  const rows = useMemo(() => held.data?.items ?? [], [held.data]);
  const mine = !staff ? sellers.data?.[0] : undefined;
  const discountOf = (code: HeldCode) => sellers.data?.find((s) => s.id === code.seller_id)?.redeemable_discount ?? 0;
  const printable: CardCode[] = rows.filter((r) => selected.has(r.id) && r.full_code)
    .map((r) => ({ id: r.id, code: r.full_code!, value: r.value, expires_at: r.expires_at }));
  const allShown = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const refresh = () => queryClient.invalidateQueries({ queryKey: REDEEMABLE_KEY });
  const toggle = (id: number) => setSelected((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const downloadBatch = async () => {
    try {
      const { blob, filename } = await downloadBatchFile(batch);
      saveBlob(blob, filename);
    } catch (err) {
      showError(errorMessage(err));
    }
  };
  const resetPage = () => {
    setPage(0);
    setSelected(new Set());
  };

  const notSeller = !staff && sellers.isSuccess && !mine;

  return (
    <Box data-testid="sell-codes-page">
      <Title title={t('redeemable.sell.title')} />
      <Box sx={{ mt: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('redeemable.sell.title')}</Typography>
        <Typography color="text.secondary">{t(staff ? 'redeemable.sell.staff_subtitle' : 'redeemable.sell.subtitle')}</Typography>
      </Box>
      {notSeller && <Alert severity="info" sx={{ mb: 2 }} data-testid="not-seller">{t('redeemable.sell.not_seller')}</Alert>}
      {staff && <Alert severity="info" sx={{ mb: 2 }}>{t('redeemable.sell.staff_hint')}</Alert>}
      {mine && (
        <Stack direction="row" sx={{ mb: 2, flexWrap: 'wrap', gap: 1.5 }} data-testid="seller-summary">
          <Summary label={t('redeemable.sell.held')} value={String(mine.held)} sub={formatMoney(mine.held_value, { decimals: 0 })} />
          <Summary label={t('redeemable.sell.sold')} value={String(mine.sold)} sub={formatMoney(mine.sold_value, { decimals: 0 })} />
          <Summary label={t('redeemable.sell.redeemed')} value={String(mine.redeemed)} sub={formatMoney(mine.redeemed_value, { decimals: 0 })} />
          <Summary label={t('redeemable.sell.owed')} value={formatMoney(mine.balance)} sub={t('redeemable.sell.discount', { discount: mine.redeemable_discount })} strong testId="seller-owed" />
        </Stack>
      )}
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2, '& > *': { flex: '1 1 180px' } }}>
          {staff && (
            <TextField select size="small" label={t('redeemable.seller')} value={seller} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              onChange={(e) => { setSeller(e.target.value === '' ? '' : Number(e.target.value)); resetPage(); }}>
              <MenuItem value="">{t('redeemable.sell.all_sellers')}</MenuItem>
              {(sellers.data ?? []).map((s) => <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>)}
            </TextField>
          )}
          <TextField select size="small" label={t('redeemable.state')} value={state}
            onChange={(e) => { setState(e.target.value); resetPage(); }} slotProps={{ htmlInput: { 'data-testid': 'state-filter' }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{t('redeemable.any_state')}</MenuItem>
            {REDEEMABLE_STATES.filter((s) => s.value !== 'available').map((s) => <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={t('redeemable.batch')} value={batch} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(e) => { setBatch(e.target.value === '' ? '' : Number(e.target.value)); resetPage(); }}>
            <MenuItem value="">{t('redeemable.all_batches')}</MenuItem>
            {(batches.data ?? []).map((b) => (
              <MenuItem key={b.batch} value={b.batch}>{t('redeemable.batch_n', { batch: b.batch })} · {formatMoney(b.value, { decimals: 0 })}</MenuItem>
            ))}
          </TextField>
          <TextField size="small" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('redeemable.search')} sx={{ flex: '2 1 260px !important' }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> } }} />
        </Box>
        <Stack direction="row" sx={{ px: 2, pb: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {!staff && (
            <PrintCardsButton cards={printable} label={printable.length ? t('redeemable.print_selected', { smart_count: printable.length }) : t('redeemable.print')} />
          )}
          {batch !== '' && (
            <Button size="small" variant="outlined" startIcon={<FileDownload />} onClick={downloadBatch} data-testid="batch-excel">{t('redeemable.excel')}</Button>
          )}
          {selected.size > 0 && <Typography variant="body2" color="text.secondary">{t('redeemable.selected', { smart_count: selected.size })}</Typography>}
        </Stack>
        {held.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {held.error ? <Alert severity="error" sx={{ m: 2 }}>{(held.error as Error).message}</Alert> : phone ? (
          <Box>
            {rows.map((r) => (
              <Box key={r.id} data-testid="held-row">
                <Divider />
                <Stack direction="row" spacing={1} sx={{ px: 1, py: 1.5, alignItems: 'flex-start' }}>
                  <Checkbox size="small" checked={selected.has(r.id)} onChange={() => toggle(r.id)} slotProps={{ input: { 'aria-label': t('ra.action.select_row') } }} />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Box sx={{ display: 'flex', alignItems: 'center' }}>
                      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 0.5, wordBreak: 'break-all' }} data-testid="held-code">{r.full_code ?? r.code}</Box>
                      {r.full_code && <CopyButton text={r.full_code} label={t('redeemable.copy_code')} testId="copy-code" />}
                    </Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {formatMoney(r.value, { decimals: 0 })} · <Typography component="span" variant="body2" color="text.secondary">{t('redeemable.expires')} {formatDate(r.expires_at)} · {t('redeemable.batch_n', { batch: r.batch })}</Typography>
                    </Typography>
                    {staff && r.seller_name && <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{r.seller_name}</Typography>}
                    {(r.buyer_name || r.redeemed_by_name) && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('redeemable.sell.sold_to', { name: r.buyer_name ?? r.redeemed_by_name })}{r.buyer_phone ? ` · ${r.buyer_phone}` : ''}
                      </Typography>
                    )}
                    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                      <StateChip state={r.state} />
                      {r.state === 'assigned' && (
                        <Button size="small" variant="contained" startIcon={<Sell />} onClick={() => setSelling(r)} data-testid="sell-button">{t('redeemable.sell.sell')}</Button>
                      )}
                      {r.state === 'sold' && r.message && <CopyButton text={r.message} label={t('redeemable.sell.copy_message')} variant="button" testId="row-copy-message" />}
                    </Stack>
                  </Box>
                </Stack>
              </Box>
            ))}
            {!rows.length && !held.isFetching && <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{t('redeemable.sell.empty')}</Typography>}
          </Box>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox size="small" checked={allShown} indeterminate={!allShown && rows.some((r) => selected.has(r.id))}
                      onChange={() => setSelected(allShown ? new Set() : new Set(rows.map((r) => r.id)))} slotProps={{ input: { 'aria-label': t('ra.action.select_all') } }} />
                  </TableCell>
                  <TableCell>{t('redeemable.code')}</TableCell>
                  <TableCell align="right">{t('redeemable.value')}</TableCell>
                  <TableCell>{t('redeemable.expires')}</TableCell>
                  <TableCell>{t('redeemable.state')}</TableCell>
                  {staff && <TableCell>{t('redeemable.seller')}</TableCell>}
                  <TableCell>{t('redeemable.buyer')}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.id} hover data-testid="held-row" selected={selected.has(r.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox size="small" checked={selected.has(r.id)} onChange={() => toggle(r.id)} slotProps={{ input: { 'aria-label': t('ra.action.select_row') } }} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600, letterSpacing: 0.5 }} data-testid="held-code">{r.full_code ?? r.code}</Box>
                      {r.full_code && <CopyButton text={r.full_code} label={t('redeemable.copy_code')} testId="copy-code" />}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{t('redeemable.batch_n', { batch: r.batch })}</Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(r.value, { decimals: 0 })}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.expires_at)}</TableCell>
                    <TableCell><StateChip state={r.state} /></TableCell>
                    {staff && <TableCell>{r.seller_name}</TableCell>}
                    <TableCell>
                      {r.buyer_name || r.buyer_phone ? (
                        <>
                          <Typography variant="body2">{r.buyer_name ?? '—'}</Typography>
                          {r.buyer_phone && <Typography variant="caption" color="text.secondary">{r.buyer_phone}</Typography>}
                        </>
                      ) : r.redeemed_by_name ? <Typography variant="body2">{r.redeemed_by_name}</Typography> : '—'}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {r.state === 'assigned' && (
                        <Button size="small" variant="contained" startIcon={<Sell />} onClick={() => setSelling(r)} data-testid="sell-button">
                          {t('redeemable.sell.sell')}
                        </Button>
                      )}
                      {r.state === 'sold' && r.message && (
                        <CopyButton text={r.message} label={t('redeemable.sell.copy_message')} testId="row-copy-message" />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
                {!rows.length && !held.isFetching && (
                  <TableRow>
                    <TableCell colSpan={staff ? 8 : 7}>
                      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>{t('redeemable.sell.empty')}</Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePager total={held.data?.total ?? 0} page={page} size={size} onPage={setPage} onSize={setSize} />
      </Card>
      {selling && (
        <SellDialog code={selling} discount={discountOf(selling)} onClose={() => setSelling(null)}
          onSold={(answer) => {
            setSelling(null);
            setSold(answer);
            void refresh();
          }} />
      )}
      {sold && <SoldDialog answer={sold} onClose={() => setSold(null)} />}
    </Box>
  );
}

/** One figure of the seller's summary. */
function Summary({ label, value, sub, strong, testId }: { label: string; value: string; sub?: string; strong?: boolean; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 140, flex: { xs: '1 1 40%', sm: '0 0 auto' } }}>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 700, fontSize: 18, color: strong ? 'warning.dark' : undefined }} data-testid={testId}>{value}</Typography>
      {sub && <Chip size="small" variant="outlined" label={sub} sx={{ mt: 0.25 }} />}
    </Paper>
  );
}
