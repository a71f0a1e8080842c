import { Box, Button } from '@mui/material';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';

/** Under a finalized booking: the order it became, where the delivered credentials are. */
export function BookingOrderLink() {
  const record = useRecordContext();
  const t = useTranslate();
  const session = useSession();
  if (!record?.order_id || !hasPermission(session, 'order.get')) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Button component={Link} to={`/admin/order/${record.order_id}`} variant="outlined" startIcon={<ReceiptLong />} data-testid="booking-order">
        {t('money.order.see_delivered')}
      </Button>
    </Box>
  );
}
