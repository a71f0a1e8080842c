import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { on } from '../../app-events.ts';
import { closeError, closeSuccess, dialogState, showError, subscribeDialogs } from './dialog-bus.ts';
import { ErrorDialog } from './error-dialog.tsx';
import { SuccessDialog } from './success-dialog.tsx';

/**
 * The one place error and success dialogs render, mounted above every route so a lost session can be
 * explained on the login page it sends the user to (spec §8).
 */
export function GlobalDialogs() {
  const navigate = useNavigate();
  const { error, success } = useSyncExternalStore(subscribeDialogs, dialogState, dialogState);

  useEffect(() => {
    const offSession = on('session-expired', ({ message }) => {
      showError(message, { causes: true, redirectHome: true });
      navigate('/', { replace: true });
    });
    const offNetwork = on('network-error', ({ message }) => showError(message, { causes: true, redirectHome: true }));
    return () => {
      offSession();
      offNetwork();
    };
  }, [navigate]);

  const onErrorClose = () => {
    const redirect = error?.redirectHome;
    closeError();
    if (redirect && window.location.pathname !== '/') navigate('/', { replace: true });
  };
  const onSuccessClose = () => {
    const after = success?.onClose;
    closeSuccess();
    after?.();
  };

  return (
    <>
      <ErrorDialog open={!!error} message={error?.message ?? ''} causes={error?.causes} onClose={onErrorClose} />
      <SuccessDialog open={!!success} message={success?.message ?? ''} onClose={onSuccessClose} />
    </>
  );
}
