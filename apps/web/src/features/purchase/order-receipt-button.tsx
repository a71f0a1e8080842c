import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useOrderReceipt } from './api.ts';

// the receipt (and pdfmake behind its PDF) loads when a receipt is opened, not with the order screen
const ReceiptPanel = lazy(() => import('../../pos/receipt/receipt-panel.tsx'));

/** "Recibo" on an order's detail: shows the receipt to print at 219 px or download/share as a PDF. */
export function OrderReceiptButton() {
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  const { data, isPending, error } = useOrderReceipt(record?.id, open);
  if (!record) return null;
  const blocks = data?.layout.blocks ?? [];
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="order-receipt">Recibo</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>Recibo del pedido {String(record.number ?? record.id)}</DialogTitle>
        <DialogContent>
          {error ? <Alert severity="error">{(error as Error).message}</Alert>
            : isPending || !data ? <Box sx={{ textAlign: 'center' }}><CircularProgress size={24} /></Box>
              : (
                <Suspense fallback={<CircularProgress size={24} />}>
                  <ReceiptPanel blocks={blocks.length ? blocks : undefined} data={data.receipt} filename={`recibo-pedido-${String(record.number ?? record.id)}.pdf`} />
                </Suspense>
              )}
        </DialogContent>
        <DialogActions><Button onClick={() => setOpen(false)}>Cerrar</Button></DialogActions>
      </Dialog>
    </>
  );
}
