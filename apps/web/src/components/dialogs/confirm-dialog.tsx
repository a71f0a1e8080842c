import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { type ReactNode } from 'react';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/** Spec §9: the confirm dialog is 290 px wide. */
export const CONFIRM_DIALOG_WIDTH = 290;

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  /** May return a promise: the buttons wait for it and the dialog closes when it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
}

export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const t = useTranslate();
  const { busy, run } = useActionSubmit();
  const confirm = async () => {
    // the dialog closes whatever the answer: a failure shows in the error dialog
    await run(async () => onConfirm());
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      slotProps={{ paper: { sx: { width: CONFIRM_DIALOG_WIDTH } } }}
    >
      <DialogTitle id="confirm-dialog-title">{title ?? t('dialog.confirm_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message ?? t('dialog.confirm_default')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.cancel')}</Button>
        <Button onClick={confirm} variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {confirmLabel ?? t('app.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
