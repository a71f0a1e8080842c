import type { NotificationItem } from '@app/shared';

/**
 * A tiny typed event hub: the HTTP layer is plain TypeScript and must tell the React tree about things it
 * sees (a stale session, a lost connection, a change that may move the balance) without importing React.
 */
export interface AppEvents {
  /** 401: the session is gone (or was opened elsewhere). */
  'session-expired': { message: string };
  /** fetch itself failed: no connection or the server is down. */
  'network-error': { message: string };
  /** A write succeeded: balance and notices may have changed. */
  'data-changed': { resource: string };
  /** The server announced a change of the signed-in user's balance (made by anyone, anywhere). */
  'balance-changed': Record<string, never>;
  /** A notification for the signed-in user arrived on its live stream. */
  'notification-received': NotificationItem;
  /** Number of API calls in flight changed (drives the top progress bar). */
  'in-flight': { count: number };
}

type Handler<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;
const handlers: { [K in keyof AppEvents]?: Set<Handler<K>> } = {};

export function on<K extends keyof AppEvents>(event: K, handler: Handler<K>): () => void {
  const set = (handlers[event] ??= new Set() as never) as Set<Handler<K>>;
  set.add(handler);
  return () => set.delete(handler);
}

export function emit<K extends keyof AppEvents>(event: K, payload: AppEvents[K]): void {
  const set = handlers[event] as Set<Handler<K>> | undefined;
  if (set) for (const h of [...set]) h(payload);
}
