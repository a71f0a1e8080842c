import { STORE_DATA_ID, type StoreListing } from '@app/shared/store/store-listing';
import { useEffect, useState } from 'react';
import { ApiError } from '../api/http.ts';
import { fetchStoreListing } from './store-api.ts';

export type StoreState =
  | { status: 'loading' }
  | { status: 'ready'; data: StoreListing }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** One fetch per code per page load: the header, the catalog and the checkout pages share it. */
const cache = new Map<string, Promise<StoreListing>>();

/**
 * The listing the server sent inside the page (store-page-meta.ts), read once: later loads (after refreshStore)
 * ask the API again.
 */
function fromPage(codeuser: string): StoreListing | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(STORE_DATA_ID);
  if (!el || el.dataset.code?.toUpperCase() !== codeuser.toUpperCase()) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '') as StoreListing;
  } catch {
    return null;
  }
}

function load(codeuser: string): Promise<StoreListing> {
  const key = codeuser.toUpperCase();
  let p = cache.get(key);
  if (!p) {
    const inline = fromPage(codeuser);
    p = inline ? Promise.resolve(inline) : fetchStoreListing(codeuser);
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** Forget a cached store (e.g. after a purchase, so availability is read again). */
export function refreshStore(codeuser: string) {
  cache.delete(codeuser.toUpperCase());
}

/** The store of `codeuser` (name, seller, colors, currencies, items); 404 becomes `not-found`. */
export function useStore(codeuser: string | undefined): StoreState {
  const [state, setState] = useState<StoreState>({ status: 'loading' });
  useEffect(() => {
    if (!codeuser) {
      setState({ status: 'not-found' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    load(codeuser).then(
      (data) => live && setState({ status: 'ready', data }),
      (err: unknown) => {
        if (!live) return;
        if (err instanceof ApiError && err.status === 404) setState({ status: 'not-found' });
        else setState({ status: 'error', message: err instanceof Error ? err.message : 'Ha ocurrido un error' });
      },
    );
    return () => {
      live = false;
    };
  }, [codeuser]);
  return state;
}
