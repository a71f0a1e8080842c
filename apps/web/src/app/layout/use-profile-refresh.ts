import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { refreshBalance } from '../../api/money.ts';
import { on } from '../../app-events.ts';
import { getSession } from '../../session.ts';

/** Several triggers close together (navigate + save) make one call. */
const MIN_INTERVAL_MS = 1500;

/**
 * Keeps profile, balance, menu and configuration current (spec §7 auth/info): on load, after each
 * navigation and after each successful write, since any of them may have moved the balance, and whenever the
 * live stream (use-live-events.ts) says someone else moved it (an approved consignment, a commission from the network).
 */
export function useProfileRefresh() {
  const { pathname } = useLocation();
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);

  const refresh = useRef(() => {
    if (timer.current) return;
    const wait = Math.max(0, last.current + MIN_INTERVAL_MS - Date.now());
    timer.current = setTimeout(async () => {
      timer.current = null;
      if (running.current || !getSession()) return;
      running.current = true;
      last.current = Date.now();
      try {
        // one reading of auth/info (money.ts): a failed background refresh keeps the last known values
        await refreshBalance();
      } finally {
        running.current = false;
      }
    }, wait);
  }).current;

  useEffect(() => refresh(), [pathname, refresh]);
  useEffect(() => on('data-changed', () => refresh()), [refresh]);
  useEffect(() => on('balance-changed', () => refresh()), [refresh]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);
}
