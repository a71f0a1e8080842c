import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem } from '@mui/material';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'ra-core';

export interface ErrorDialogProps {
  open: boolean;
  message: string;
  /** List the possible causes of spec §8 (network failure, session opened elsewhere, server error). */
  causes?: boolean;
  onClose: () => void;
}

/** Spec §8 error dialog: the server's msg, or "Ha ocurrido un error". */
export function ErrorDialog({ open, message, causes, onClose }: ErrorDialogProps) {
  const t = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="error-dialog-title" slotProps={{ paper: { sx: { width: 400 } } }}>
      <DialogTitle id="error-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutline color="error" /> {t('dialog.error_title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="error-dialog-message">{message}</DialogContentText>
        {causes && (
          <>
            <DialogContentText sx={{ mt: 2, fontWeight: 500 }}>{t('dialog.causes_title')}</DialogContentText>
            <List dense sx={{ listStyle: 'disc', pl: 3 }}>
              {['cause_internet', 'cause_session', 'cause_server'].map((k) => (
                <ListItem key={k} sx={{ display: 'list-item', px: 0 }}>{t(`dialog.${k}`)}</ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>{t('app.accept')}</Button>
      </DialogActions>
    </Dialog>
  );
}
