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
      // the sign-in returns to the admin page on display (as for an admin link opened signed out, signed-in-only.tsx);
      // the other calls of the ended session answer 401 too, once the user is on the sign-in already
      const { pathname, search } = window.location;
      if (pathname === '/') return;
      navigate('/', { replace: true, state: pathname.startsWith('/admin') ? { nextPathname: `${pathname}${search}` } : undefined });
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
