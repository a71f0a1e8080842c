import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ActionDialogProps } from '../../engine/extension-types.ts';
import { FaultSummary, RefundLine } from './fault-summary.tsx';
import { useFaultQuote } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/** "Reembolsar": says how much goes back (the unused days, rounded down) before the buyer is refunded. */
export function RefundDialog({ title, record, onSubmit, onClose }: ActionDialogProps) {
  const quote = useFaultQuote(record.id);
  const { busy, run } = useActionSubmit();
  const accept = async () => {
    await run(async () => {
      await onSubmit({});
      onClose();
    });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="fault-refund-title" slotProps={{ paper: { sx: { width: 520 } } }}>
      <DialogTitle id="fault-refund-title">{title}</DialogTitle>
      <DialogContent>
        <FaultSummary record={record} />
        {quote.data ? <RefundLine quote={quote.data} /> : <CircularProgress size={20} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancelar</Button>
        <Button variant="contained" onClick={accept} disabled={busy || !quote.data?.refund} data-testid="fault-refund-accept"
          startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          Reembolsar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
