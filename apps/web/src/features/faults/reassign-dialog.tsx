import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { DeliveredItem } from '@app/shared';
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { emit } from '../../app-events.ts';
import { DeliveredUnits } from '../../components/money/delivered-units.tsx';
import type { ActionDialogProps } from '../../engine/extension-types.ts';
import { FaultSummary } from './fault-summary.tsx';
import { reassignFault, useFaultQuote } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/**
 * "Reasignar" (permission report-fault-account.reasing, call POST …/{id}/reassign): a replacement of the same
 * product from stock goes to the buyer; the dialog then shows the credentials it delivered. With no stock it says
 * the report waits for inventory and offers nothing to press.
 */
export function ReassignDialog({ title, record, onClose }: ActionDialogProps) {
  const notify = useNotify();
  const refresh = useRefresh();
  const quote = useFaultQuote(record.id);
  const { busy, run } = useActionSubmit();
  const [delivered, setDelivered] = useState<DeliveredItem[] | null>(null);

  const reassign = async () => {
    await run(async () => {
      const res = await reassignFault(record.id);
      emit('data-changed', { resource: 'report-fault-account' });
      notify(res.msg, { type: 'success' });
      setDelivered(res.items);
    });
  };
  const close = () => {
    if (delivered) refresh();
    onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : close} aria-labelledby="fault-reassign-title" slotProps={{ paper: { sx: { width: 520 } } }}>
      <DialogTitle id="fault-reassign-title">{title}</DialogTitle>
      <DialogContent>
        {delivered ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>Se entregó esta unidad al comprador; también se le notificó.</Alert>
            <DeliveredUnits items={delivered} />
          </>
        ) : (
          <>
            <FaultSummary record={record} />
            {quote.isPending ? <CircularProgress size={20} />
              : quote.data?.in_stock ? <Alert severity="info">Se entrega al comprador otra unidad del mismo producto, con la misma fecha de vencimiento; la actual queda con falla.</Alert>
                : <Alert severity="warning" data-testid="fault-waiting-stock">En espera de inventario: no hay otra unidad de este producto para reemplazarla.</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>{delivered ? 'Cerrar' : 'Cancelar'}</Button>
        {!delivered && (
          <Button variant="contained" onClick={reassign} disabled={busy || !quote.data?.in_stock} data-testid="fault-reassign-accept"
            startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            Reasignar
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
