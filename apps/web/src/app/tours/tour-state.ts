import { useSyncExternalStore } from 'react';

/** Whether a tour is on screen: the sidebar stays expanded meanwhile so the steps point at visible labels. */
let active = false;
const listeners = new Set<() => void>();

export function setTourActive(value: boolean): void {
  active = value;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export const useTourActive = (): boolean => useSyncExternalStore(subscribe, () => active, () => false);
