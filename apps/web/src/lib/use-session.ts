import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../session.ts';

/** The signed-in session, re-rendering when login, auth/info or a token rotation changes it. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
