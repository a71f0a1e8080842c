import type { ClientProfile } from '@app/shared/store/cart';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { followLiveEvents } from '../../api/live-events.ts';
import { cartApi } from '../cart/cart-api.ts';
import { NO_WAITING_RENEWALS, profileActions, type WaitingRenewals } from './profile-actions.ts';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ClientProfile; waiting: WaitingRenewals }
  | { status: 'not-client'; message: string }
  | { status: 'error'; message: string };

/**
 * The client's profile in this store, kept current by the tab's live stream (GET /v1/events): a balance change or
 * a notification (an approved top-up that paid a waiting order, a renewal, an early renewal approved) reloads it, so
 * delivered credentials and new dates appear without reloading the page. Beside it, the units whose early renewal
 * waits for the company's approval.
 */
export function useClientProfile(code: string, signedIn: boolean) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const load = useCallback(() => {
    // the requests waiting for approval only mark units (no second request invited); if that read fails the page
    // still shows, and a second request answers the waiting ticket with the same message
    const waiting = profileActions.waitingRenewals().catch(() => NO_WAITING_RENEWALS);
    cartApi.profile(code).then(
      async (profile) => setState({ status: 'ready', profile, waiting: await waiting }),
      (err: unknown) => setState(err instanceof ApiError && (err.status === 404 || err.status === 401)
        ? { status: 'not-client', message: err.message }
        : { status: 'error', message: (err as Error).message }),
    );
  }, [code]);

  useEffect(() => {
    if (!signedIn) {
      setState({ status: 'not-client', message: 'Inicia sesión para ver tu perfil.' });
      return;
    }
    load();
    const abort = new AbortController();
    void followLiveEvents(abort.signal, (events) => {
      if (events.some((e) => e.name === 'balance' || e.name === 'notification')) load();
    });
    return () => abort.abort();
  }, [load, signedIn]);

  return { state, reload: load };
}
