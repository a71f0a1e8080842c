import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography,
} from '@mui/material';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { formatMoney, sanitizePhone, vendorDebt } from '@app/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/copy-button.tsx';
import type { HeldCode } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { readFullCode, sellCode, type SaleAnswer } from './api.ts';

export type { SaleAnswer };


/** Asks for the buyer (both optional) and records the sale; the seller's debt for it is said before it is recorded. */
export function SellDialog({ code, discount, onClose, onSold }: {
  code: HeldCode;
  /** The seller's discount (percent), to say what the sale will add to its debt. */
  discount: number;
  onClose: () => void;
  onSold: (answer: SaleAnswer) => void;
}) {
  const t = useTranslate();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const { busy, run } = useActionSubmit();
  const [error, setError] = useState<string | null>(null);
  const shown = code.full_code ?? code.code;

  const submit = async () => {
    setError(null);
    await run(async () => {
      const res = await sellCode(code.id, name.trim() || null, phone || null);
      // the sale's answer names the code masked (it is kept for its Idempotency-Key): its holder reads it in full now
      const full = code.full_code ? await readFullCode(code.id).catch(() => null) : null;
      onSold({ ...res, message: full?.message ?? null });
    }, { errorTo: setError });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="sell-dialog-title">
      <DialogTitle id="sell-dialog-title">{t('redeemable.sell.sell_title', { code: shown })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('redeemable.sell.sell_help', { debt: formatMoney(vendorDebt(code.value, discount)), value: formatMoney(code.value) })}
          </Typography>
          <TextField label={t('redeemable.sell.buyer_name')} value={name} onChange={(e) => setName(e.target.value)} autoFocus
            slotProps={{ htmlInput: { maxLength: 150, 'data-testid': 'sell-buyer-name' } }} />
          <TextField label={t('redeemable.sell.buyer_phone')} value={phone} onChange={(e) => setPhone(sanitizePhone(e.target.value))}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'sell-buyer-phone' } }} />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy} data-testid="sell-confirm">{t('redeemable.sell.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** WhatsApp's link to a chat with the message written (to the buyer's number when there is one, Colombia's code). */
export function whatsappLink(message: string, phone?: string | null): string {
  const to = phone ? `57${phone.replace(/\D/g, '')}` : '';
  return `https://wa.me/${to}?text=${encodeURIComponent(message)}`;
}

/** After a sale: the ready message for the buyer, to copy or open in WhatsApp (the holder only; staff are told why not). */
export function SoldDialog({ answer, onClose }: { answer: SaleAnswer; onClose: () => void }) {
  const t = useTranslate();
  const { item, message } = answer;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sold-dialog-title">
      <DialogTitle id="sold-dialog-title">{t('redeemable.sell.sold_title')}</DialogTitle>
      <DialogContent>
        {message ? (
          <Stack spacing={2}>
            <Typography variant="body2">{t('redeemable.sell.sold_text', { debt: formatMoney(answer.debt) })}</Typography>
            <TextField value={message} multiline minRows={7} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'sale-message' } }} />
          </Stack>
        ) : (
          <Alert severity="info">{t('redeemable.sell.sold_staff')}</Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {message && (
          <>
            <CopyButton text={message} label={t('redeemable.sell.copy_message')} variant="button" testId="copy-sale-message" />
            <Button size="small" variant="outlined" color="success" startIcon={<WhatsApp />} href={whatsappLink(message, item.buyer_phone)}
              target="_blank" rel="noopener noreferrer">
              {t('redeemable.sell.whatsapp')}
            </Button>
          </>
        )}
        <Button variant="contained" onClick={onClose} data-testid="sold-close">{t('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
