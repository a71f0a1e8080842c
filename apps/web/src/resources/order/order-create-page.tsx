import {
  Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import { formatMoney, multiplyCents } from '@app/shared';
import { useState } from 'react';
import { ListButton, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { newIdempotencyKey, moneyRequest } from '../../api/money.ts';
import { useSession } from '../../app/use-session.ts';
import { errorMessage, showError } from '../../components/dialogs/dialog-bus.ts';
import { SearchPicker, type PickedRecord } from '../../components/search-picker.tsx';
import { MAX_ORDER_QUANTITY, useCatalogue } from '../../pages/purchase/catalogue.ts';
import { hasPermission } from '../../session.ts';

/**
 * `/admin/order/create` ("Nuevo pedido"): a draft order of one product. Nothing is charged yet: the draft opens
 * on its detail, where finalizing pays it from the buyer's balance (or rejecting drops it). Staff may place it
 * for another buyer.
 */
export default function OrderCreatePage() {
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const { data: products, isPending } = useCatalogue();
  const staff = hasPermission(session, 'user.search');
  const [productId, setProductId] = useState<number | ''>('');
  const [quantity, setQuantity] = useState('1');
  const [buyer, setBuyer] = useState<PickedRecord | null>(null);
  const [busy, setBusy] = useState(false);
  // one key per form: a second click while the first is on its way is the same order, not another
  const [key, setKey] = useState(newIdempotencyKey);
  const product = products?.find((p) => p.type_digital_account_id === productId);
  const qty = /^\d+$/.test(quantity) ? Number(quantity) : 0;
  const valid = !!product && qty >= 1 && qty <= MAX_ORDER_QUANTITY;

  const submit = async () => {
    if (!valid) return;
    setBusy(true);
    try {
      const res = await moneyRequest<{ item: { id: number }; msg: string }>('/v1/admin/order', {
        idempotencyKey: key,
        body: { type_digital_account_id: product.type_digital_account_id, quantity: qty, ...(staff && buyer ? { user_id: buyer.id } : {}) },
      });
      notify(res.msg || 'money.order.created', { type: 'success' });
      navigate(`/admin/order/${res.item.id}`);
    } catch (err) {
      setKey(newIdempotencyKey());
      showError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid="order-create-page">
      <Title title={t('money.order.new')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}><ListButton resource="order" /></Stack>
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <Typography variant="h6" gutterBottom>{t('money.order.new')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('money.order.new_help')}</Typography>
          {isPending ? <CircularProgress /> : !products?.length ? <Alert severity="info">{t('money.purchase.empty')}</Alert> : (
            <Stack spacing={2}>
              {staff && (
                <SearchPicker resource="user" label={t('money.order.buyer')} placeholder={t('money.order.buyer_me')}
                  value={buyer} onChange={setBuyer} testId="order-buyer" minWidth={0} />
              )}
              <TextField select required label={t('money.order.product')} value={productId}
                onChange={(e) => setProductId(Number(e.target.value))} slotProps={{ htmlInput: { 'data-testid': 'order-product' } }}>
                {products.map((p) => (
                  <MenuItem key={p.type_digital_account_id} value={p.type_digital_account_id}>
                    {p.name} · {formatMoney(p.price)} · {t('money.purchase.available', { smart_count: p.available })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField required label={t('money.purchase.quantity')} value={quantity}
                onChange={(e) => setQuantity(e.target.value.replace(/\D/g, '').slice(0, 3))}
                error={quantity !== '' && !(qty >= 1 && qty <= MAX_ORDER_QUANTITY)}
                helperText={t('money.order.quantity_help', { max: MAX_ORDER_QUANTITY })}
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'order-quantity' } }} />
              {product && valid && !(staff && buyer) && (
                <Typography>{t('money.order.estimate', { total: formatMoney(multiplyCents(product.price, qty)) })}</Typography>
              )}
              <Box>
                <Button variant="contained" onClick={submit} disabled={!valid || busy} data-testid="order-submit"
                  startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <AddShoppingCart />}>
                  {t('money.order.create')}
                </Button>
              </Box>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
