/**
 * Spec §2: each guided tour runs once, remembered locally per tour id. Kept apart from the driver so the
 * rule is testable without a browser.
 */
const PREFIX = 'tour-seen:';

export const GENERAL_TOUR = 'general';
export const groupTourId = (groupId: string) => `group:${groupId}`;

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export const isTourSeen = (id: string): boolean => storage()?.getItem(PREFIX + id) === '1';

export function markTourSeen(id: string): void {
  storage()?.setItem(PREFIX + id, '1');
}

/** True (and remembered) the first time it is asked for a tour id, false afterwards. */
export function claimFirstRun(id: string): boolean {
  if (isTourSeen(id)) return false;
  markTourSeen(id);
  return true;
}
