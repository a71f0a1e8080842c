import { Alert, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { showError } from '../components/dialogs/dialog-bus.ts';

/** Messages the form already shows in place ("Existen campos con errores"). */
const SILENT = new Set(['ra.message.invalid_form']);

/**
 * react-admin's notifications, with spec §8 applied: errors open the error dialog (server msg or
 * "Ha ocurrido un error"); everything else is a short snackbar.
 */
export function AppNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (open || !notifications.length) return;
    const next = takeNotification();
    if (!next) return;
    const options = next.notificationOptions ?? {};
    const text = typeof next.message === 'string'
      ? translate(next.message, { _: next.message, ...(options.messageArgs ?? {}) })
      : '';
    if (typeof next.message === 'string' && SILENT.has(next.message)) return;
    if (next.type === 'error') {
      showError(text);
      return;
    }
    setCurrent({ ...next, message: text });
    setOpen(true);
  }, [notifications, open, takeNotification, translate]);

  if (!current) return null;
  return (
    <Snackbar
      open={open}
      autoHideDuration={current.notificationOptions?.autoHideDuration ?? 3500}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited: () => setCurrent(null) } }}
    >
      <Alert
        severity={current.type === 'success' ? 'success' : current.type === 'warning' ? 'warning' : 'info'}
        variant="filled"
        onClose={() => setOpen(false)}
        data-testid="notification"
      >
        {current.message as string}
      </Alert>
    </Snackbar>
  );
}
