import { Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import LocalOffer from '@mui/icons-material/LocalOffer';
import { formatDate, formatMoney, isBuyerRole } from '@app/shared';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { hasPermission } from '../../session.ts';
import { useMyCoupons } from './api.ts';


const STATE_COLOR = { available: 'success', used: 'default', expired: 'warning', inactive: 'default', scheduled: 'info' } as const;

/** Where a coupon is spent: the purchase screen, with the code already typed. */
const PURCHASE_PATH = '/admin/generate-digital-account';

/**
 * The client's coupons in its profile (DOMAIN.md "Coupon"): the one-use rewards its finalized orders earned, with
 * the code to copy and a way to spend it. Shown to clients, and to anyone who holds a personal coupon.
 */
export function MyCouponsCard() {
  const t = useTranslate();
  const session = useSession();
  const { data, isPending } = useMyCoupons();
  const buyer = isBuyerRole(session?.profile.rol?.name ?? '');
  if (!isPending && !data?.length && !buyer) return null;
  const every = Number(session?.configuration.orders_to_reward) || 0;
  const canBuy = hasPermission(session, 'order.create');
  return (
    <Card data-testid="my-coupons">
      <CardContent>
        <Typography variant="h6" gutterBottom>{t('coupons.mine_title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {every > 0 ? t('coupons.mine_help_every', { smart_count: every }) : t('coupons.mine_help')}
        </Typography>
        {isPending && <CircularProgress size={20} />}
        {!isPending && !data?.length && <Typography color="text.secondary">{t('coupons.mine_empty')}</Typography>}
        <Stack spacing={1.5}>
          {data?.map((c) => (
            <Box key={c.id} data-testid={`my-coupon-${c.code}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <LocalOffer color={c.state === 'available' ? 'success' : 'disabled'} />
              <Box sx={{ flexGrow: 1, minWidth: 180 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography sx={{ fontWeight: 600, fontFamily: 'monospace', letterSpacing: 1 }}>{c.code}</Typography>
                  <Chip size="small" color={STATE_COLOR[c.state]} label={t(`coupons.state.${c.state}`)} />
                </Stack>
                <Typography variant="body2">
                  {c.discount_type === 'percent'
                    ? t('coupons.value_percent', { percent: c.percent ?? 0 })
                    : t('coupons.value_fixed', { amount: formatMoney(c.amount ?? 0) })}
                  {c.description ? ` · ${c.description}` : ''}
                </Typography>
                {c.end_date && <Typography variant="caption" color="text.secondary">{t('coupons.until', { date: formatDate(c.end_date) })}</Typography>}
              </Box>
              {c.state === 'available' && (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <CopyButton text={c.code} label={t('coupons.copy')} />
                  {canBuy && (
                    <Button size="small" variant="outlined" component={Link} to={`${PURCHASE_PATH}?coupon=${encodeURIComponent(c.code)}`}>
                      {t('coupons.use')}
                    </Button>
                  )}
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
