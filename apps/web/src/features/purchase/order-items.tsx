import { Alert, Box, CircularProgress, Divider, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DeliveredUnits } from '../../components/money/delivered-units.tsx';
import { useUnitReveals } from '../credentials/index.ts';
import { useOrderItems } from './api.ts';
import { OrderReceiptButton } from './order-receipt-button.tsx';

/**
 * Under an order's fields (`/admin/order/{id}`): the units it delivered; their passwords and PINs come masked and
 * the eye (or a copy) reveals one unit, a view recorded from the order detail.
 */
export function OrderItems() {
  const record = useRecordContext();
  const t = useTranslate();
  const id = record?.id;
  const { data, isPending, error } = useOrderItems(id);
  const reveals = useUnitReveals('order-detail');
  if (!record) return null;
  const items = data?.items ?? [];
  return (
    <Box sx={{ px: 2, pb: 2 }} data-testid="order-items">
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h6">{t('money.order.items_title')}</Typography>
        <OrderReceiptButton />
      </Box>
      {error ? <Alert severity="error">{(error as Error).message}</Alert>
        : isPending ? <CircularProgress size={24} />
          : items.length ? <DeliveredUnits items={items} revealer={reveals} />
            : (
              <Typography color="text.secondary">
                {record.status === 'draft' ? t('money.order.items_on_finalize') : t('money.order.no_items')}
              </Typography>
            )}
    </Box>
  );
}
