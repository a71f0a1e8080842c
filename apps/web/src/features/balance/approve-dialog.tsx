import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { validateNote } from '@app/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ActionDialogProps } from '../../engine/extension-types.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { DuplicateComparison } from './duplicate-comparison.tsx';

/**
 * Approving a top-up: a plain confirmation, or, for a report flagged as a possible duplicate, both reports side
 * by side and the reason for approving it anyway (required by the server, which logs it for staff).
 */
export function approveDialogFor(resource: string) {
  return function ApproveDialog({ title, record, onSubmit, onClose }: ActionDialogProps) {
    const t = useTranslate();
    const flagged = !!record.suspected_duplicate_of;
    const [reason, setReason] = useState('');
    const [touched, setTouched] = useState(false);
    const { busy, run } = useActionSubmit();
    const problem = flagged ? validateNote(reason) : null;

    const accept = () => run(async () => {
      await onSubmit(flagged ? { reason: reason.trim() } : {});
      onClose();
    });

    return (
      <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="approve-title" maxWidth={flagged ? 'md' : 'xs'} fullWidth>
        <DialogTitle id="approve-title">{title}</DialogTitle>
        <DialogContent>
          {flagged ? (
            <>
              <DuplicateComparison resource={resource} record={record} />
              <TextField label="Motivo para aprobarla" value={reason} onChange={(e) => setReason(e.target.value)} required multiline minRows={2}
                fullWidth sx={{ mt: 2 }} onBlur={() => setTouched(true)} error={touched && !!problem}
                helperText={touched && problem ? problem : 'Queda en el registro de la empresa; quien la reportó no lo ve.'}
                slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'approve-reason' } }} />
            </>
          ) : (
            <DialogContentText>¿Aprobar la consignación {String(record.id)}? Su valor se acredita al saldo.</DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{t('app.cancel')}</Button>
          <Button variant="contained" onClick={accept} disabled={busy || !!problem} data-testid="approve-accept"
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t('app.accept')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  };
}
