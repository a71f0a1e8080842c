import type { LoginResponse } from '@app/shared';
import { getSession, refreshFromInfo } from '../session.ts';
import { apiRequest, type RequestOptions } from './http.ts';

/**
 * A fresh Idempotency-Key for one user click. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost): a LAN address over http falls back to random bytes shaped like a v4 UUID.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(b);
  else for (let i = 0; i < b.length; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let refreshing: Promise<void> | null = null;
let again = false;

/**
 * Reads profile (balance), company, menu and configuration again (spec §7 auth/info) right now, so the sidebar
 * shows the balance a money action left. Calls made while one is running collapse into one more call after it.
 */
export function refreshBalance(): Promise<void> {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      if (!getSession()) return;
      try {
        const info = await apiRequest<Omit<LoginResponse, 'token'>>('/v1/auth/info', { body: { menu: true } });
        refreshFromInfo({ profile: info.profile, company: info.company, menu: info.menu, configuration: info.configuration });
      } catch {
        // the balance keeps its last known value; a lost session is handled by the HTTP layer
      }
    } while (again);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * A money-moving call: one Idempotency-Key per user action (pass the same key to repeat the same action), the
 * transport's automatic retry reuses it, and the balance is read again once the server has answered, whether
 * the money moved or not (a refused purchase charges nothing, but the balance may have moved meanwhile).
 */
export async function moneyRequest<T = Record<string, unknown>>(path: string, opts: RequestOptions = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, { method: 'POST', idempotencyKey: newIdempotencyKey(), ...opts });
  } finally {
    await refreshBalance();
  }
}
