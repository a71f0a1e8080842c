import type { ClientProfile } from '@app/shared/store/cart';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/http.ts';
import { followLiveEvents } from '../../api/live-events.ts';
import { cartApi } from '../cart/cart-api.ts';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ClientProfile }
  | { status: 'not-client'; message: string }
  | { status: 'error'; message: string };

/**
 * The client's profile in this store, kept current by the tab's live stream (GET /v1/events): a balance change or
 * a notification (an approved top-up that paid a waiting order, a renewal) reloads it, so delivered credentials
 * appear without reloading the page.
 */
export function useClientProfile(code: string, signedIn: boolean) {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const load = useCallback(() => {
    cartApi.profile(code).then(
      (profile) => setState({ status: 'ready', profile }),
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
