import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'ra-core';

export interface SuccessDialogProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/** Spec §8: "A success message appears in a dialog with an Aceptar button when requested." */
export function SuccessDialog({ open, message, onClose }: SuccessDialogProps) {
  const t = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="success-dialog-title" slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle id="success-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutline color="success" /> {t('dialog.success_title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="success-dialog-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>{t('app.accept')}</Button>
      </DialogActions>
    </Dialog>
  );
}
