import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { formatMoney } from '@app/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useSession } from '../../lib/use-session.ts';
import { resizeReceipt } from './resize-receipt.ts';
import { fieldErrorsOf, useActionSubmit } from '../../lib/use-action-submit.ts';
import type { PaymentMethod } from '@app/shared/contracts/bank-accounts';
import { PaymentMethodList } from '../../components/payment-methods/payment-method-list.tsx';
import { fetchPaymentMethods, reportTopUp } from '../store-api.ts';
import { CopyButton } from './copy-button.tsx';


const todayBogota = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);

/** The least top-up the company accepts (its "minimum_value" configuration, in cents); 0 when there is none. */
export function useMinimumTopUp(): number {
  const minimum = Number(useSession()?.configuration.minimum_value ?? 0);
  return Number.isSafeInteger(minimum) && minimum > 0 ? minimum : 0;
}

/** What to fill in for an order short of `missing` cents: at least the minimum, which the server would refuse below. */
export const suggestedTopUp = (missing: number, minimum: number): number => Math.max(missing, minimum);

/**
 * Reports a top-up of the client's balance (a consignment, DOMAIN.md "Consignment"): the company's payment
 * methods to pay into (copy buttons, QR), then the method used, amount, transaction id, date and the receipt image. Once staff approve it, an order waiting for payment is paid
 * and delivered by itself.
 */
export function TopUpForm({ suggested, onDone }: { suggested?: number; onDone?: () => void }) {
  const minimum = useMinimumTopUp();
  const [banks, setBanks] = useState<PaymentMethod[]>([]);
  const [bank, setBank] = useState('');
  // the minimum is said before typing and already filled in, rather than revealed by a refusal after sending
  const [amount, setAmount] = useState(suggested ? String(Math.ceil(suggestedTopUp(suggested, minimum) / 100)) : '');
  const [transaction, setTransaction] = useState('');
  const [date, setDate] = useState(todayBogota);
  const [receipt, setReceipt] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();

  useEffect(() => {
    fetchPaymentMethods()
      .then((r) => setBanks(r.items), (e: Error) => setError(e.message));
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setErrors({});
    await run(async () => {
      const res = await reportTopUp({
        bank_account_id: Number(bank) || undefined, amount: Math.round(Number(amount.replace(/\D/g, '')) * 100) || undefined,
        transaction_id: transaction, consignment_registration_date: date, receipt,
      });
      setSent(res.msg || 'Recarga reportada.');
      onDone?.();
    }, { errorTo: setError, onError: (err) => setErrors(fieldErrorsOf(err)) });
  };

  if (sent) {
    return (
      <Alert severity="success" data-testid="top-up-sent">
        Recarga reportada. Cuando la aprueben, tu pedido se pagará y entregará solo: verás las credenciales en tu perfil.
      </Alert>
    );
  }
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }} aria-label="Reportar una recarga" data-testid="top-up-form">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>Reportar una recarga</Typography>
      <Typography variant="body2" color="text.secondary">
        Paga en uno de estos medios y reporta el pago con su comprobante.
      </Typography>
      <PaymentMethodList methods={banks} copy={(value, label) => <CopyButton value={value} label={label} />} />
      <TextField select required label="Cuenta bancaria o medio usado" value={bank} onChange={(e) => setBank(e.target.value)} size="small"
        error={!!errors.bank_account_id} helperText={errors.bank_account_id} slotProps={{ htmlInput: { 'data-testid': 'top-up-bank' } }}>
        {banks.map((b) => <MenuItem key={b.id} value={String(b.id)}>{b.name ?? `${b.kind_label} ${b.account_number ?? ''} · ${b.holder ?? ''}`}</MenuItem>)}
      </TextField>
      <TextField required label="Valor consignado (pesos)" value={amount} size="small" inputMode="numeric"
        onChange={(e) => setAmount(e.target.value.replace(/[^\d]/g, ''))} error={!!errors.amount}
        helperText={errors.amount ?? (minimum ? `Valor mínimo de una recarga: ${formatMoney(minimum, { decimals: 0 })}` : undefined)}
        slotProps={{ htmlInput: { 'data-testid': 'top-up-amount' } }} />
      <TextField required label="Id de la transacción" value={transaction} size="small" onChange={(e) => setTransaction(e.target.value.toUpperCase())}
        error={!!errors.transaction_id} helperText={errors.transaction_id} slotProps={{ htmlInput: { 'data-testid': 'top-up-transaction' } }} />
      <TextField required type="date" label="Fecha de la consignación" value={date} size="small" onChange={(e) => setDate(e.target.value)}
        error={!!errors.consignment_registration_date} helperText={errors.consignment_registration_date}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayBogota() } }} />
      <Button component="label" variant="outlined" color={receipt ? 'success' : 'primary'}>
        {receipt ? 'Comprobante cargado (cambiar)' : 'Subir comprobante'}
        <input hidden type="file" accept="image/*" data-testid="top-up-receipt" aria-label="Comprobante"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            try {
              setReceipt(await resizeReceipt(file));
            } catch (err) {
              setError((err as Error).message);
            }
          }} />
      </Button>
      {errors.receipt && <Typography variant="body2" color="error">{errors.receipt}</Typography>}
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={busy} data-testid="top-up-submit">Reportar recarga</Button>
    </Box>
  );
}
