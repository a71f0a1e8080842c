import {
  Alert, Box, Button, Card, CardContent, Checkbox, LinearProgress, MenuItem, Stack, Tab, Table, TableBody, TableCell, TableContainer,
  TableHead, TableRow, Tabs, TextField, Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Send from '@mui/icons-material/Send';
import { formatDate, formatDateTime, formatMoney } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { REDEEMABLE_KEY, useBatches, useSellers } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { assignCodes, useAvailableCodes } from './api.ts';


/**
 * `/admin/redeemable-balance-dist` (spec §2): staff hand codes to an authorized seller, by quantity (the oldest codes
 * still to hand out, of one batch or any) or by picking them from a batch; the batches below say how many of each
 * are left. `?seller=` preselects a seller (from the sellers' screen).
 */
export default function DistributeCodesPage() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const sellers = useSellers();
  const batches = useBatches();
  const [seller, setSeller] = useState<number | ''>(Number(params.get('seller')) || '');
  const [mode, setMode] = useState<'quantity' | 'selection'>('quantity');
  const [batch, setBatch] = useState<number | ''>('');
  const [quantity, setQuantity] = useState('5');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const { busy, run } = useActionSubmit();
  const [error, setError] = useState<string | null>(null);

  const available = useAvailableCodes(batch, mode === 'selection' && batch !== '');

  const activeSellers = (sellers.data ?? []).filter((s) => s.active);
  const qty = Number(quantity);
  const canAssign = seller !== '' && !busy && (mode === 'quantity' ? Number.isInteger(qty) && qty >= 1 : picked.size > 0);

  const assign = async () => {
    setError(null);
    await run(async () => {
      const body = mode === 'quantity'
        ? { seller_id: seller, quantity: qty, ...(batch !== '' ? { batch } : {}) }
        : { seller_id: seller, ids: [...picked] };
      const res = await assignCodes(body);
      setPicked(new Set());
      showSuccess(res.msg);
      await queryClient.invalidateQueries({ queryKey: REDEEMABLE_KEY });
    }, { errorTo: setError });
  };

  const togglePick = (id: number) => setPicked((s) => {
    const next = new Set(s);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  });
  const codes = available.data ?? [];
  const allPicked = codes.length > 0 && codes.every((c) => picked.has(c.id));

  return (
    <Box data-testid="distribute-codes-page">
      <Title title={t('redeemable.dist.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('redeemable.dist.title')}</Typography>
          <Typography color="text.secondary">{t('redeemable.dist.subtitle')}</Typography>
        </Box>
        <Button component={Link} to="/admin/redeemable-balance/create" startIcon={<Add />} variant="outlined">{t('redeemable.dist.new_batch')}</Button>
      </Stack>
      {sellers.isSuccess && !activeSellers.length && <Alert severity="warning" sx={{ mb: 2 }}>{t('redeemable.dist.no_sellers')}</Alert>}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <TextField select label={t('redeemable.dist.pick_seller')} value={seller} onChange={(e) => setSeller(Number(e.target.value))}
              sx={{ minWidth: 260 }} slotProps={{ htmlInput: { 'data-testid': 'dist-seller' } }}>
              {activeSellers.map((s) => (
                <MenuItem key={s.id} value={s.id}>{s.name}{s.user_name && s.user_name !== s.name ? ` (${s.user_name})` : ''} · {s.held} {t('redeemable.dist.assigned').toLowerCase()}</MenuItem>
              ))}
            </TextField>
            <TextField select label={t('redeemable.batch')} value={batch} sx={{ minWidth: 260 }}
              onChange={(e) => { setBatch(e.target.value === '' ? '' : Number(e.target.value)); setPicked(new Set()); }}
              slotProps={{ htmlInput: { 'data-testid': 'dist-batch' }, select: { displayEmpty: mode === 'quantity' }, inputLabel: { shrink: mode === 'quantity' || batch !== '' } }}>
              {mode === 'quantity' && <MenuItem value="">{t('redeemable.dist.batch_any')}</MenuItem>}
              {(batches.data ?? []).filter((b) => b.available > 0).map((b) => (
                <MenuItem key={b.batch} value={b.batch}>
                  {t('redeemable.batch_n', { batch: b.batch })} · {formatMoney(b.value, { decimals: 0 })} · {b.available} {t('redeemable.dist.available').toLowerCase()}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Tabs value={mode} onChange={(_, v) => { setMode(v); setPicked(new Set()); }} sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="quantity" label={t('redeemable.dist.by_quantity')} data-testid="dist-mode-quantity" />
            <Tab value="selection" label={t('redeemable.dist.by_selection')} data-testid="dist-mode-selection" />
          </Tabs>
          {mode === 'quantity' ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
              <TextField label={t('redeemable.dist.quantity')} value={quantity} onChange={(e) => setQuantity(e.target.value.replace(/\D/g, '').slice(0, 3))}
                sx={{ width: 200 }} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'dist-quantity' } }} />
              <Button variant="contained" startIcon={<Send />} disabled={!canAssign} onClick={assign} data-testid="dist-assign">{t('redeemable.dist.assign')}</Button>
            </Stack>
          ) : (
            <Box sx={{ mt: 2 }}>
              {batch === '' ? <Typography color="text.secondary">{t('redeemable.dist.choose_batch')}</Typography> : (
                <>
                  {available.isFetching && <LinearProgress sx={{ height: 2 }} />}
                  {codes.length ? (
                    <TableContainer sx={{ maxHeight: 360 }}>
                      <Table size="small" stickyHeader>
                        <TableHead>
                          <TableRow>
                            <TableCell padding="checkbox">
                              <Checkbox size="small" checked={allPicked} onChange={() => setPicked(allPicked ? new Set() : new Set(codes.map((c) => c.id)))}
                                slotProps={{ input: { 'aria-label': t('ra.action.select_all') } }} />
                            </TableCell>
                            <TableCell>{t('redeemable.code')}</TableCell>
                            <TableCell align="right">{t('redeemable.value')}</TableCell>
                            <TableCell>{t('redeemable.expires')}</TableCell>
                          </TableRow>
                        </TableHead>
                        <TableBody>
                          {codes.map((c) => (
                            <TableRow key={c.id} hover selected={picked.has(c.id)} onClick={() => togglePick(c.id)} sx={{ cursor: 'pointer' }}>
                              <TableCell padding="checkbox"><Checkbox size="small" checked={picked.has(c.id)} slotProps={{ input: { 'aria-label': c.code } }} /></TableCell>
                              <TableCell sx={{ fontFamily: 'monospace' }}>{c.code}</TableCell>
                              <TableCell align="right">{formatMoney(c.value, { decimals: 0 })}</TableCell>
                              <TableCell>{formatDate(c.expires_at)}</TableCell>
                            </TableRow>
                          ))}
                        </TableBody>
                      </Table>
                    </TableContainer>
                  ) : !available.isFetching && <Typography color="text.secondary">{t('redeemable.dist.no_available')}</Typography>}
                  <Button variant="contained" startIcon={<Send />} disabled={!canAssign} onClick={assign} sx={{ mt: 2 }} data-testid="dist-assign-selected">
                    {t('redeemable.dist.assign_selected', { smart_count: picked.size })}
                  </Button>
                </>
              )}
            </Box>
          )}
          {error && <Alert severity="error" sx={{ mt: 2 }} data-testid="dist-error">{error}</Alert>}
        </CardContent>
      </Card>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>{t('redeemable.dist.batches')}</Typography>
      <Card>
        {batches.isFetching && <LinearProgress sx={{ height: 2 }} />}
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('redeemable.batch')}</TableCell>
                <TableCell align="right">{t('redeemable.value')}</TableCell>
                <TableCell>{t('redeemable.expires')}</TableCell>
                <TableCell>{t('redeemable.dist.created')}</TableCell>
                <TableCell align="right">{t('redeemable.dist.available')}</TableCell>
                <TableCell align="right">{t('redeemable.dist.assigned')}</TableCell>
                <TableCell align="right">{t('redeemable.dist.sold')}</TableCell>
                <TableCell align="right">{t('redeemable.dist.redeemed')}</TableCell>
                <TableCell align="right">{t('redeemable.dist.expired')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(batches.data ?? []).map((b) => (
                <TableRow key={b.batch} data-testid="batch-row">
                  <TableCell>{b.batch}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(b.value, { decimals: 0 })}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(b.expires_at)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(b.created_at)}</TableCell>
                  <TableCell align="right">{b.available}</TableCell>
                  <TableCell align="right">{b.assigned}</TableCell>
                  <TableCell align="right">{b.sold}</TableCell>
                  <TableCell align="right">{b.redeemed}</TableCell>
                  <TableCell align="right">{b.expired}</TableCell>
                </TableRow>
              ))}
              {batches.isSuccess && !batches.data.length && (
                <TableRow><TableCell colSpan={9}><Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>{t('redeemable.dist.no_batches')}</Typography></TableCell></TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Box>
  );
}
