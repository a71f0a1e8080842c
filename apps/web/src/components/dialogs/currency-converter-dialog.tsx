import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import { CONVERTER_CURRENCIES, formatMoney, sanitizeNumber, toCents } from '@app/shared';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'ra-core';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { convertCurrency, type Conversion } from '../../api/shared-queries.ts';

/** A currency the company configured (digital-currency): its rate is pesos per unit. */
export interface ConverterCurrency {
  code: string;
  name: string;
  symbol: string | null;
  rate: number;
}


/** Spec §2/§9 currency converter: an amount in one of the configured currencies (of the 25 supported) shown in COP. */
export function CurrencyConverterDialog({ open, onClose, currencies }: { open: boolean; onClose: () => void; currencies: readonly ConverterCurrency[] }) {
  const t = useTranslate();
  const supported = currencies.filter((c) => (CONVERTER_CURRENCIES as readonly string[]).includes(c.code));
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState<Conversion | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();
  const current = supported.find((c) => c.code === code) ?? supported.find((c) => c.code === 'USD') ?? supported[0];
  const valid = !!current && /^\d+(\.\d+)?$/.test(amount) && Number(amount) > 0;

  const convert = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!valid || !current) return;
    setError(null);
    await run(async () => {
      setResult(await convertCurrency(current.code, amount));
    }, { errorTo: setError, onError: () => setResult(null) });
  };

  const close = () => {
    setResult(null);
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} slotProps={{ paper: { sx: { width: 440 } } }} aria-labelledby="converter-title">
      <DialogTitle id="converter-title" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CurrencyExchange color="primary" /> {t('converter.title')}
      </DialogTitle>
      <DialogContent>
        {!supported.length ? (
          <Alert severity="info">{t('converter.none')}</Alert>
        ) : (
          <Box component="form" onSubmit={convert} noValidate data-testid="converter-form">
            <Stack direction="row" spacing={1.5} sx={{ mt: 1 }}>
              <TextField select label={t('converter.currency')} value={current?.code ?? ''} sx={{ width: 150, flexShrink: 0 }}
                onChange={(e) => {
                  setCode(e.target.value);
                  setResult(null);
                }}
                slotProps={{ htmlInput: { 'data-testid': 'converter-currency' } }}>
                {supported.map((c) => <MenuItem key={c.code} value={c.code} title={c.name}>{c.code}</MenuItem>)}
              </TextField>
              <TextField label={t('converter.amount')} value={amount} fullWidth autoFocus
                onChange={(e) => {
                  setAmount(sanitizeNumber(e.target.value));
                  setResult(null);
                }}
                helperText={current ? t('converter.rate', { code: current.code, value: formatMoney(toCents(current.rate)) }) : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'converter-amount' } }} />
            </Stack>
            {result && (
              <Box sx={{ mt: 2, p: 2, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="converter-result">
                <Typography variant="body2" color="text.secondary">
                  {t('converter.equals', { amount: `${result.amount} ${result.currency}` })}
                </Typography>
                <Typography variant="h5" sx={{ fontWeight: 600 }}>{formatMoney(toCents(result.value))} COP</Typography>
              </Box>
            )}
            {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
            {/* the dialog's own submit button sits in DialogActions; Enter in the amount submits too */}
            <button type="submit" hidden aria-hidden />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('app.close')}</Button>
        {supported.length > 0 && (
          <Button variant="contained" onClick={() => convert()} disabled={!valid || busy} data-testid="converter-convert"
            startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            {t('converter.convert')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
