import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, InputAdornment, TextField, Typography,
} from '@mui/material';
import { formatMoney, multiplyCents } from '@app/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../api/http.ts';
import { CONFIRM_DIALOG_WIDTH } from '../../components/dialogs/confirm-dialog.tsx';
import { showError } from '../../components/dialogs/dialog-bus.ts';
import type { CatalogueItem } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { purchase, quoteCoupon, type CouponQuote, type PurchaseAnswer } from './api.ts';

export type { PurchaseAnswer };


/** The coupon problem the server named on the `coupon` field, if that is what went wrong. */
const couponProblem = (err: unknown): string | null => (err instanceof ApiError ? err.body.errors?.coupon ?? null : null);

/**
 * The purchase confirmation with its coupon (DOMAIN.md "Coupon"): the buyer may type a coupon and apply it to see
 * the discount and what it pays; buying sends the coupon typed, applied or not, and a refused coupon keeps the
 * dialog open with the reason under the field, so it can be corrected or removed.
 */
export function PurchaseConfirmDialog({ product, quantity, initialCoupon, onBought, onClose }: {
  product: CatalogueItem;
  quantity: number;
  initialCoupon?: string;
  onBought: (answer: PurchaseAnswer) => void | Promise<void>;
  onClose: () => void;
}) {
  const t = useTranslate();
  const [code, setCode] = useState(initialCoupon ?? '');
  const [quote, setQuote] = useState<CouponQuote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { busy: checking, run: check } = useActionSubmit();
  const { busy, run } = useActionSubmit();
  const gross = multiplyCents(product.price, quantity);
  const typed = code.trim().toUpperCase();

  const apply = async () => {
    if (!typed) return;
    // a refused code is said under the field (its reason), not in the error dialog
    await check(async () => {
      setQuote(await quoteCoupon(typed, product.type_digital_account_id, quantity));
      setProblem(null);
    }, { onError: () => setQuote(null), errorTo: (message, err) => setProblem(couponProblem(err) ?? message) });
  };

  const buy = async () => {
    await run(async () => {
      const answer = await purchase(product.type_digital_account_id, quantity, typed);
      await onBought(answer);
      onClose();
    }, {
      // a refused coupon keeps the dialog open with the reason under the field; anything else closes it
      errorTo: (message, err) => {
        const coupon = couponProblem(err);
        if (coupon) {
          setQuote(null);
          setProblem(coupon);
        } else {
          showError(message);
          onClose();
        }
      },
    });
  };

  const applied = quote && quote.coupon?.code === typed ? quote : null;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="purchase-dialog-title"
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH } } }}>
      <DialogTitle id="purchase-dialog-title">{t('money.purchase.confirm_buy_title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{t('coupons.confirm', { quantity, product: product.name })}</Typography>
        <TextField
          size="small" fullWidth label={t('coupons.field')} value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\s/g, '').toUpperCase().slice(0, 40));
            setQuote(null);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          error={!!problem}
          helperText={problem ?? t('coupons.field_help')}
          slotProps={{
            htmlInput: { 'data-testid': 'purchase-coupon', autoComplete: 'off', 'aria-label': t('coupons.field') },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button size="small" onClick={apply} disabled={!typed || checking || busy} data-testid="purchase-coupon-apply">
                    {checking ? <CircularProgress size={16} /> : t('coupons.apply')}
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ mt: 2 }} data-testid="purchase-summary">
          {applied && applied.discount > 0 && (
            <>
              <Typography variant="body2" color="text.secondary">{t('coupons.price', { gross: formatMoney(applied.gross) })}</Typography>
              <Alert severity="success" icon={false} sx={{ my: 1, py: 0 }} data-testid="purchase-coupon-discount">
                {t('coupons.applied', { code: applied.coupon!.code, discount: formatMoney(applied.discount) })}
              </Alert>
            </>
          )}
          {applied && applied.discount === 0 && (
            <Alert severity="info" icon={false} sx={{ my: 1, py: 0 }}>{t('coupons.no_discount', { code: applied.coupon!.code })}</Alert>
          )}
          <Typography sx={{ fontWeight: 600 }} data-testid="purchase-pay">{t('coupons.pay', { total: formatMoney(applied ? applied.total : gross) })}</Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.cancel')}</Button>
        <Button onClick={buy} variant="contained" disabled={busy || checking} data-testid="purchase-confirm"
          startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {t('money.purchase.buy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
