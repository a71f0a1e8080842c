import {
  Button, Checkbox, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormHelperText, Radio,
  RadioGroup, TextField,
} from '@mui/material';
import { FAULT_REJECT_REASONS, formatMoney, isNoteAsked, NOTE_OTHER, validateNoteDialog } from '@app/shared';
import { useState } from 'react';
import type { ActionDialogProps } from '../../engine/extension-types.ts';
import { FaultSummary } from './fault-summary.tsx';
import { useFaultQuote } from './api.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/**
 * "Rechazar": a reason (a choice, or 'other' with a note) and, when the buyer caused the fault, the company's
 * configured penalty, named with its amount. No amount is typed: only the configured one can be charged.
 */
export function RejectDialog({ title, record, onSubmit, onClose }: ActionDialogProps) {
  const quote = useFaultQuote(record.id);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [penalty, setPenalty] = useState(false);
  const { busy, run } = useActionSubmit();
  const problem = validateNoteDialog({ reason, note, hasReasons: true });
  const asksNote = isNoteAsked({ reason, hasReasons: true });
  const configured = quote.data?.penalty ?? 0;

  const accept = async () => {
    await run(async () => {
      await onSubmit({ reason, ...(asksNote ? { note: note.trim() } : {}), penalty });
      onClose();
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="fault-reject-title" slotProps={{ paper: { sx: { width: 520 } } }}>
      <DialogTitle id="fault-reject-title">{title}</DialogTitle>
      <DialogContent>
        <FaultSummary record={record} />
        <RadioGroup value={reason ?? ''} onChange={(e) => setReason(e.target.value)} aria-label="Motivo">
          {FAULT_REJECT_REASONS.map((r) => <FormControlLabel key={r} value={r} control={<Radio />} label={r === NOTE_OTHER ? 'Otro' : r} />)}
        </RadioGroup>
        {asksNote && (
          <TextField label="Nota" value={note} onChange={(e) => setNote(e.target.value)} required multiline minRows={2} fullWidth sx={{ mt: 1 }}
            helperText="Explica el motivo (mínimo 8 caracteres)." slotProps={{ htmlInput: { 'data-testid': 'fault-reject-note' } }} />
        )}
        <FormControlLabel sx={{ mt: 1 }} disabled={!configured}
          control={<Checkbox checked={penalty} onChange={(e) => setPenalty(e.target.checked)} data-testid="fault-penalty" />}
          label={configured ? `Cobrar la penalidad configurada (${formatMoney(configured)}): el comprador causó la falla` : 'Cobrar penalidad'} />
        {quote.data && !configured && <FormHelperText>No hay un valor de penalidad configurado para la empresa.</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancelar</Button>
        <Button variant="contained" onClick={accept} disabled={busy || !!problem} data-testid="fault-reject-accept"
          startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          Rechazar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
