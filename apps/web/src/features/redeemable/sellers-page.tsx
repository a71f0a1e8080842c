import {
  Alert, Box, Button, Card, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, LinearProgress, Paper, Stack, Table, TableBody,
  TableCell, TableContainer, TableHead, TableRow, TextField, Tooltip, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Payments from '@mui/icons-material/Payments';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Send from '@mui/icons-material/Send';
import { formatMoney } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { MoneyField } from '../../components/money/money-field.tsx';
import { hasPermission } from '../../session.ts';
import { REDEEMABLE_KEY, useSellers, type SellerSummary } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { paySeller } from './api.ts';

const money = (cents: number) => formatMoney(cents, { decimals: 0 });

/**
 * `/admin/redeemable-balance/sellers` (spec §2): the authorized sellers that can hold codes, with what each holds,
 * sold, had redeemed and owes the company; staff record a seller's payment here (a row of its ledger the other
 * way) and reach its movements and the screen that hands it codes.
 */
export default function SellersPage() {
  const t = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const sellers = useSellers();
  const [paying, setPaying] = useState<SellerSummary | null>(null);
  // a phone gets one card per seller (a table would hide the payment button off to the side)
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canPay = hasPermission(session, 'redeemable-vendor-balance-movement.create');
  const canAssign = hasPermission(session, 'redeemable-balance.assign');
  const canCreateSeller = hasPermission(session, 'authorized-seller.create');
  const rows = sellers.data ?? [];
  const totalOwed = rows.reduce((s, r) => s + Number(r.balance), 0);
  const totalHeld = rows.reduce((s, r) => s + r.held, 0);
  const movementsOf = (id: number) => `/admin/redeemable-vendor-balance-movement?filter=${encodeURIComponent(JSON.stringify({ seller_id: id }))}`;

  return (
    <Box data-testid="redeemable-sellers-page">
      <Title title={t('redeemable.sellers.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('redeemable.sellers.title')}</Typography>
          <Typography color="text.secondary">{t('redeemable.sellers.subtitle')}</Typography>
        </Box>
        {canCreateSeller && (
          <Button component={Link} to="/admin/authorized-seller/create" startIcon={<Add />} variant="outlined">{t('redeemable.sellers.new_seller')}</Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ mb: 2, gap: 1.5, flexWrap: 'wrap' }}>
        <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 180 }}>
          <Typography variant="caption" color="text.secondary">{t('redeemable.sellers.total_owed')}</Typography>
          <Typography sx={{ fontWeight: 700, fontSize: 20, color: 'warning.dark' }} data-testid="sellers-total-owed">{money(totalOwed)}</Typography>
        </Paper>
        <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 180 }}>
          <Typography variant="caption" color="text.secondary">{t('redeemable.sellers.total_held')}</Typography>
          <Typography sx={{ fontWeight: 700, fontSize: 20 }}>{totalHeld}</Typography>
        </Paper>
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>{t('redeemable.sellers.hint')}</Alert>
      <Card>
        {sellers.isFetching && <LinearProgress sx={{ height: 2 }} />}
        {sellers.error ? <Alert severity="error" sx={{ m: 2 }}>{(sellers.error as Error).message}</Alert> : phone ? (
          <Box>
            {rows.map((s, i) => (
              <Box key={s.id} data-testid="seller-row" sx={{ px: 2, py: 1.5 }}>
                {i > 0 && <Divider sx={{ mb: 1.5, mx: -2 }} />}
                <Typography sx={{ fontWeight: 600 }}>
                  {s.name} {!s.active && <Chip size="small" label={t('redeemable.sellers.inactive')} />}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[`${t('redeemable.sellers.discount')} ${s.redeemable_discount} %`, s.city, s.phone].filter(Boolean).join(' · ')}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, my: 1 }}>
                  <Figure label={t('redeemable.sellers.held')} value={`${s.held} · ${money(s.held_value)}`} />
                  <Figure label={t('redeemable.sellers.sold')} value={`${s.sold} · ${money(s.sold_value)}`} />
                  <Figure label={t('redeemable.sellers.redeemed')} value={`${s.redeemed} · ${money(s.redeemed_value)}`} />
                  <Figure label={t('redeemable.sellers.owes')} value={money(s.balance)} strong={Number(s.balance) > 0} />
                </Box>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {canPay && (
                    <Button size="small" variant="outlined" startIcon={<Payments />} disabled={Number(s.balance) <= 0} onClick={() => setPaying(s)} data-testid="record-payment">
                      {t('redeemable.sellers.record_payment')}
                    </Button>
                  )}
                  {canAssign && <Button size="small" component={Link} to={`/admin/redeemable-balance-dist?seller=${s.id}`} startIcon={<Send />}>{t('redeemable.sellers.give')}</Button>}
                  <Button size="small" component={Link} to={movementsOf(s.id)} startIcon={<ReceiptLong />}>{t('redeemable.sellers.movements')}</Button>
                </Stack>
              </Box>
            ))}
            {sellers.isSuccess && !rows.length && <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>{t('redeemable.sellers.empty')}</Typography>}
          </Box>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('redeemable.seller')}</TableCell>
                  <TableCell align="right">{t('redeemable.sellers.discount')}</TableCell>
                  <TableCell align="right">{t('redeemable.sellers.held')}</TableCell>
                  <TableCell align="right">{t('redeemable.sellers.sold')}</TableCell>
                  <TableCell align="right">{t('redeemable.sellers.redeemed')}</TableCell>
                  <TableCell align="right">{t('redeemable.sellers.paid')}</TableCell>
                  <TableCell align="right">{t('redeemable.sellers.owes')}</TableCell>
                  <TableCell align="right" />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((s) => (
                  <TableRow key={s.id} hover data-testid="seller-row">
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>{s.name}</Typography>
                      <Typography variant="caption" color="text.secondary">{[s.user_name !== s.name ? s.user_name : null, s.city, s.phone].filter(Boolean).join(' · ')}</Typography>
                      {!s.active && <Chip size="small" label={t('redeemable.sellers.inactive')} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell align="right">{s.redeemable_discount} %</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {s.held}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{money(s.held_value)}</Typography>
                      {s.held_expired > 0 && <Typography variant="caption" color="error" sx={{ display: 'block' }}>{t('redeemable.sellers.expired_held', { smart_count: s.held_expired })}</Typography>}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {s.sold}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{money(s.sold_value)}</Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {s.redeemed}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{money(s.redeemed_value)}</Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{money(s.paid)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700, color: Number(s.balance) > 0 ? 'warning.dark' : undefined }} data-testid="seller-owes">
                      {money(s.balance)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {canPay && (
                        <Button size="small" startIcon={<Payments />} disabled={Number(s.balance) <= 0} onClick={() => setPaying(s)} data-testid="record-payment">
                          {t('redeemable.sellers.record_payment')}
                        </Button>
                      )}
                      {canAssign && (
                        <Tooltip title={t('redeemable.sellers.give')}>
                          <Button size="small" component={Link} to={`/admin/redeemable-balance-dist?seller=${s.id}`} aria-label={t('redeemable.sellers.give')} sx={{ minWidth: 0 }}>
                            <Send fontSize="small" />
                          </Button>
                        </Tooltip>
                      )}
                      <Tooltip title={t('redeemable.sellers.movements')}>
                        <Button size="small" component={Link} to={movementsOf(s.id)} aria-label={t('redeemable.sellers.movements')} sx={{ minWidth: 0 }}>
                          <ReceiptLong fontSize="small" />
                        </Button>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
                {sellers.isSuccess && !rows.length && (
                  <TableRow><TableCell colSpan={8}><Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>{t('redeemable.sellers.empty')}</Typography></TableCell></TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      {paying && (
        <PaymentDialog seller={paying} onClose={() => setPaying(null)} onPaid={async (owed) => {
          setPaying(null);
          showSuccess(t('redeemable.sellers.paid_done', { name: paying.name, owed: money(owed) }));
          await queryClient.invalidateQueries({ queryKey: REDEEMABLE_KEY });
        }} />
      )}
    </Box>
  );
}

/** One figure of a seller's card (phones). */
function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">{label}</Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 500, color: strong ? 'warning.dark' : undefined }}>{value}</Typography>
    </Box>
  );
}

/** The amount a seller paid (at most what it owes) and a note; one Idempotency-Key per click. */
function PaymentDialog({ seller, onClose, onPaid }: { seller: SellerSummary; onClose: () => void; onPaid: (owed: number) => void }) {
  const t = useTranslate();
  const [amount, setAmount] = useState<number | null>(Number(seller.balance));
  const [note, setNote] = useState('');
  const { busy, run } = useActionSubmit();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    await run(async () => {
      const res = await paySeller(seller.id, amount, note.trim() || null);
      onPaid(res.balance);
    }, { errorTo: setError });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="payment-dialog-title">
      <DialogTitle id="payment-dialog-title">{t('redeemable.sellers.payment_title', { name: seller.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">{t('redeemable.sellers.payment_help', { name: seller.name, owed: money(seller.balance) })}</Typography>
          <MoneyField label={t('redeemable.sellers.amount')} value={amount} onChange={setAmount} autoFocus testId="payment-amount" />
          <TextField label={t('redeemable.sellers.note')} value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy || !amount} data-testid="payment-confirm">{t('redeemable.sellers.record_payment')}</Button>
      </DialogActions>
    </Dialog>
  );
}
