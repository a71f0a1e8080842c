import { Box, Typography } from '@mui/material';
import { CopyButton } from '../../components/copy-button.tsx';
import { PaymentMethodList } from '../../components/payment-methods/payment-method-list.tsx';
import { usePaymentMethods } from './api.ts';
import { ConsignmentMinimum } from './consignment-minimum.tsx';

/**
 * Above a top-up report: the least the company accepts and where to pay it (every active method, with copy
 * buttons and its QR), so the distributor pays and reports without asking.
 */
export function TopUpIntro() {
  const methods = usePaymentMethods().data?.items ?? [];
  return (
    <Box sx={{ mb: 1 }}>
      <ConsignmentMinimum />
      {methods.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>Paga en uno de estos medios y repórtalo abajo con su comprobante</Typography>
          <PaymentMethodList methods={methods} copy={(value, label) => <CopyButton text={value} label={label} />} />
        </Box>
      )}
    </Box>
  );
}
