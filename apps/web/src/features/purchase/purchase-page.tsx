import {
  Alert, Box, Button, Card, CardActions, CardContent, CardMedia, Chip, Paper, Skeleton, Stack, TextField, Typography,
} from '@mui/material';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import EventAvailable from '@mui/icons-material/EventAvailable';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { formatDateTime, formatMoney, multiplyCents, SALE_MODES } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { useReveal } from '../../lib/use-reveal.ts';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { DeliveredUnits } from '../../components/money/delivered-units.tsx';
import { hasPermission, isRootUser } from '../../session.ts';
import { CATALOGUE_KEY, MAX_ORDER_QUANTITY, useCatalogue, validQuantity, type CatalogueItem } from './api.ts';
import { PurchaseConfirmDialog, type PurchaseAnswer } from './purchase-confirm-dialog.tsx';
import { bookProduct, type BookingAnswer } from './api.ts';

type Asking = { kind: 'buy' | 'book'; product: CatalogueItem; quantity: number };

/**
 * `/admin/generate-digital-account` (spec menu id): the caller's catalogue at its own price; buying hands over
 * the credentials at once (and charges the balance, less a coupon's discount), booking a reservable product holds
 * the balance instead. `?coupon=CODE` (from the client's coupons in its profile) fills the purchase's coupon.
 */
export default function PurchasePage() {
  const t = useTranslate();
  const session = useSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reveal = useReveal<HTMLDivElement>();
  const [params] = useSearchParams();
  const { data: items, isPending, error } = useCatalogue();
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [asking, setAsking] = useState<Asking | null>(null);
  const [bought, setBought] = useState<PurchaseAnswer | null>(null);
  const [booked, setBooked] = useState<BookingAnswer | null>(null);
  const canBook = hasPermission(session, 'order-booking.create');
  const canSeeOrder = hasPermission(session, 'order.get');
  const showBalance = !isRootUser(session);

  // stock moved (ours or someone else's): the catalogue is read again whenever a purchase or booking ends
  const refreshCatalogue = () => queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY });
  const resetQuantity = (product: CatalogueItem) => setQuantities((q) => ({ ...q, [product.type_digital_account_id]: '1' }));

  const book = async () => {
    if (!asking) return;
    const body = { type_digital_account_id: asking.product.type_digital_account_id, quantity: asking.quantity };
    try {
      const res = await bookProduct(body);
      setBought(null);
      setBooked(res);
      notify(res.msg, { type: 'success' });
      resetQuantity(asking.product);
    } finally {
      await refreshCatalogue();
    }
  };

  return (
    <Box data-testid="purchase-page">
      <Title title={t('money.purchase.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1, mb: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>{t('money.purchase.title')}</Typography>
          <Typography color="text.secondary">{t('money.purchase.subtitle')}</Typography>
        </Box>
        {showBalance && session && (
          <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <AccountBalanceWallet color="success" />
            <Box>
              <Typography variant="caption" color="text.secondary">{t('pages.dashboard.balance')}</Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="purchase-balance">{formatMoney(session.profile.balance ?? 0)}</Typography>
            </Box>
          </Paper>
        )}
      </Stack>

      {bought && (
        <Paper key={bought.order.id} ref={reveal} tabIndex={-1} role="region" aria-label={t('money.purchase.result')}
          sx={{ p: 2, mb: 3, borderLeft: 4, borderColor: 'success.main', scrollMarginTop: 72, '&:focus': { outline: 'none' } }}
          data-testid="purchase-result">
          <Typography variant="h6" sx={{ mb: 0.5 }}>
            {t('money.purchase.done', { number: bought.order.number ?? bought.order.id, smart_count: bought.items.length })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('money.purchase.charged', { total: formatMoney(bought.order.total) })}
            {bought.order.coupon_code && bought.order.discount ? (
              <>
                {' · '}
                <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }} data-testid="purchase-result-discount">
                  {t('coupons.result', {
                    code: bought.order.coupon_code,
                    discount: formatMoney(bought.order.discount),
                    gross: formatMoney(bought.order.total + bought.order.discount),
                  })}
                </Box>
              </>
            ) : null}
            {canSeeOrder && (
              <> · <Link to={`/admin/order/${bought.order.id}`}>{t('money.purchase.see_order')}</Link></>
            )}
            {' · '}<Link to="/admin/profiles-list">{t('money.purchase.see_profiles')}</Link>
          </Typography>
          <DeliveredUnits items={bought.items} />
        </Paper>
      )}
      {booked && (
        <Alert key={booked.item.id} ref={reveal} tabIndex={-1} severity="success" sx={{ mb: 3, scrollMarginTop: 72 }} data-testid="booking-result">
          {booked.msg}{' '}
          {t('money.purchase.booking_detail', {
            number: booked.item.number ?? booked.item.id,
            total: formatMoney(booked.item.total),
            expires: booked.item.expires_at ? formatDateTime(booked.item.expires_at) : '—',
          })}{' '}
          <Link to={`/admin/order-booking/${booked.item.id}`}>{t('money.purchase.see_booking')}</Link>
        </Alert>
      )}

      {error ? (
        <Alert severity="error">{(error as Error).message}</Alert>
      ) : isPending ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={220} />)}
        </Box>
      ) : !items?.length ? (
        <Alert severity="info">{t('money.purchase.empty')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
          {items.map((p) => (
            <ProductCard
              key={p.type_digital_account_id}
              product={p}
              quantity={quantities[p.type_digital_account_id] ?? '1'}
              onQuantity={(q) => setQuantities((all) => ({ ...all, [p.type_digital_account_id]: q }))}
              canBook={canBook}
              onBuy={(quantity) => setAsking({ kind: 'buy', product: p, quantity })}
              onBook={(quantity) => setAsking({ kind: 'book', product: p, quantity })}
            />
          ))}
        </Box>
      )}

      {asking?.kind === 'buy' && (
        <PurchaseConfirmDialog
          product={asking.product}
          quantity={asking.quantity}
          initialCoupon={params.get('coupon') ?? undefined}
          onBought={(res) => {
            setBooked(null);
            setBought(res);
            notify('money.purchase.done', { type: 'success', messageArgs: { number: res.order.number ?? res.order.id, smart_count: res.items.length } });
            resetQuantity(asking.product);
          }}
          onClose={() => {
            setAsking(null);
            void refreshCatalogue();
          }}
        />
      )}
      {asking?.kind === 'book' && (
        <ConfirmDialog
          open
          title={t('money.purchase.confirm_book_title')}
          message={t('money.purchase.confirm_book', {
            quantity: asking.quantity,
            product: asking.product.name,
            total: formatMoney(multiplyCents(asking.product.price, asking.quantity)),
          })}
          confirmLabel={t('money.purchase.book')}
          onConfirm={book}
          onClose={() => setAsking(null)}
        />
      )}
    </Box>
  );
}

function ProductCard({ product: p, quantity, onQuantity, canBook, onBuy, onBook }: {
  product: CatalogueItem;
  quantity: string;
  onQuantity: (text: string) => void;
  canBook: boolean;
  onBuy: (quantity: number) => void;
  onBook: (quantity: number) => void;
}) {
  const t = useTranslate();
  const id = p.type_digital_account_id;
  const buyQty = validQuantity(quantity, p.available);
  const bookQty = validQuantity(quantity, MAX_ORDER_QUANTITY);
  const soldOut = p.available < 1;
  const mode = SALE_MODES.find((m) => m.value === p.sale_mode)?.label;
  const tags = (p.tags ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }} data-testid={`product-${id}`}>
      {p.image && <CardMedia component="img" image={p.image} alt="" sx={{ height: 120, objectFit: 'contain', bgcolor: 'grey.50' }} />}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }} data-testid={`product-name-${id}`}>{p.name}</Typography>
        <Stack direction="row" spacing={0.5} sx={{ my: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
          {mode && <Chip size="small" label={mode} />}
          {p.duration_days ? <Chip size="small" label={t('money.purchase.days', { smart_count: p.duration_days })} /> : null}
          {p.reservable && <Chip size="small" color="info" variant="outlined" label={t('money.purchase.reservable')} />}
          {tags.map((tag) => <Chip key={tag} size="small" variant="outlined" label={tag} />)}
        </Stack>
        <Typography variant="h5" sx={{ fontWeight: 600 }} data-testid={`price-${id}`}>{formatMoney(p.price)}</Typography>
        <Typography variant="body2" color={soldOut ? 'error' : 'text.secondary'} data-testid={`available-${id}`}>
          {soldOut ? t('money.purchase.sold_out') : t('money.purchase.available', { smart_count: p.available })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('money.purchase.quantity')}
          value={quantity}
          onChange={(e) => onQuantity(e.target.value.replace(/\D/g, '').slice(0, 3))}
          error={quantity !== '' && !buyQty && !soldOut}
          sx={{ width: 96 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `qty-${id}` } }}
        />
        <Button variant="contained" startIcon={<ShoppingCart />} disabled={!buyQty} onClick={() => buyQty && onBuy(buyQty)}
          data-testid={`buy-${id}`}>
          {t('money.purchase.buy')}
        </Button>
        {canBook && p.reservable && (
          <Button variant="outlined" startIcon={<EventAvailable />} disabled={!bookQty} onClick={() => bookQty && onBook(bookQty)}
            data-testid={`book-${id}`}>
            {t('money.purchase.book')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
