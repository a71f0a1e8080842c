import {
  Alert, Box, Button, Card, CardContent, CircularProgress, MenuItem, Stack, TextField, Typography,
} from '@mui/material';
import { formatMoney, multiplyCents } from '@app/shared';
import { useState, type ReactNode } from 'react';
import { ListButton, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { newIdempotencyKey } from '../../api/money.ts';
import { useSession } from '../../lib/use-session.ts';
import { SearchPicker, type PickedRecord } from '../../components/search-picker.tsx';
import { hasPermission } from '../../session.ts';
import { MAX_ORDER_QUANTITY, useCatalogue, type CatalogueItem } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { placeSaleDocument } from './api.ts';

/** What differs between the documents of one product placed from a form (a draft order, a booking). */
export interface SaleDocumentKind {
  /** The resource the document belongs to: its list, and its detail after creating. */
  resource: 'order' | 'order-booking';
  /** The API call that creates it (`{ type_digital_account_id, quantity, user_id? }` → `{ item, msg }`). */
  endpoint: string;
  /** i18n keys of the screen. */
  text: { title: string; help: string; estimate: string; submit: string; created: string; empty: string };
  /** Which catalogue products it may be placed for (bookings: the reservable ones). */
  offers?: (product: CatalogueItem) => boolean;
  icon: ReactNode;
  /** Prefix of the screen's test ids (`order` → order-create-page, order-product, ...). */
  testId: string;
}

/**
 * The create screen of a one-product sale document, built from the purchase screen's parts (the caller's
 * catalogue at its own price, the order quantity limit): product, quantity and, for staff, the buyer it is for.
 * One idempotency key per filled-in form, so a second click while the first is on its way is the same document.
 */
export function SaleDocumentForm({ kind }: { kind: SaleDocumentKind }) {
  const t = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const { data: catalogue, isPending } = useCatalogue();
  const products = catalogue?.filter((p) => kind.offers?.(p) ?? true);
  const staff = hasPermission(session, 'user.search');
  const [productId, setProductId] = useState<number | ''>('');
  const [quantity, setQuantity] = useState('1');
  const [buyer, setBuyer] = useState<PickedRecord | null>(null);
  const { busy, run } = useActionSubmit();
  const [key, setKey] = useState(newIdempotencyKey);
  const product = products?.find((p) => p.type_digital_account_id === productId);
  const qty = /^\d+$/.test(quantity) ? Number(quantity) : 0;
  const valid = !!product && qty >= 1 && qty <= MAX_ORDER_QUANTITY;
  const id = kind.testId;

  const submit = async () => {
    if (!valid) return;
    await run(async () => {
      const res = await placeSaleDocument(kind.endpoint, {
        type_digital_account_id: product.type_digital_account_id, quantity: qty, ...(staff && buyer ? { user_id: buyer.id } : {}),
      }, key);
      notify(res.msg || kind.text.created, { type: 'success' });
      navigate(`/admin/${kind.resource}/${res.item.id}`);
    }, { onError: () => setKey(newIdempotencyKey()) });
  };

  return (
    <Box data-testid={`${id}-create-page`}>
      <Title title={t(kind.text.title)} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}><ListButton resource={kind.resource} /></Stack>
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <Typography variant="h6" gutterBottom>{t(kind.text.title)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t(kind.text.help)}</Typography>
          {isPending ? <CircularProgress /> : !products?.length ? <Alert severity="info">{t(kind.text.empty)}</Alert> : (
            <Stack spacing={2}>
              {staff && (
                <SearchPicker resource="user" label={t('money.order.buyer')} placeholder={t('money.order.buyer_me')}
                  value={buyer} onChange={setBuyer} testId={`${id}-buyer`} minWidth={0} />
              )}
              <TextField select required label={t('money.order.product')} value={productId}
                onChange={(e) => setProductId(Number(e.target.value))} slotProps={{ htmlInput: { 'data-testid': `${id}-product` } }}>
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
                slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `${id}-quantity` } }} />
              {/* the catalogue is at the caller's price: for another buyer the server prices it */}
              {product && valid && !(staff && buyer) && (
                <Typography>{t(kind.text.estimate, { total: formatMoney(multiplyCents(product.price, qty)) })}</Typography>
              )}
              <Box>
                <Button variant="contained" onClick={submit} disabled={!valid || busy} data-testid={`${id}-submit`}
                  startIcon={busy ? <CircularProgress size={16} color="inherit" /> : kind.icon}>
                  {t(kind.text.submit)}
                </Button>
              </Box>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
