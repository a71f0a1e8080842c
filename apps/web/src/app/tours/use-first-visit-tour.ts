import { useEffect } from 'react';
import { claimFirstRun, GENERAL_TOUR, isTourSeen } from './tour-storage.ts';
import { useTours } from './use-tours.ts';

/** Spec §2/§9: the general tour starts on the first visit, 1 s after load (once terms are out of the way). */
export const FIRST_TOUR_DELAY_MS = 1000;

export function useFirstVisitTour(ready: boolean) {
  const { general } = useTours();
  useEffect(() => {
    if (!ready || isTourSeen(GENERAL_TOUR)) return;
    const timer = setTimeout(() => {
      if (claimFirstRun(GENERAL_TOUR)) general();
    }, FIRST_TOUR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready, general]);
}
