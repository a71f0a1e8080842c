import type { Tx } from '../../db/client.ts';

/** An approved top-up of a user's balance, as other modules hear it. */
export interface ConsignmentApproved {
  companyId: number;
  consignmentId: number;
  /** The user whose balance it credited. */
  userId: number;
}

type Listener = (tx: Tx, event: ConsignmentApproved) => void | Promise<void>;
const listeners = new Set<Listener>();

/**
 * Lets another module react to an approved user top-up inside the approval's transaction (e.g. the store pays the
 * client's order waiting for payment), without this module knowing it. Returns how to stop listening.
 */
export function onConsignmentApproved(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function consignmentApproved(tx: Tx, event: ConsignmentApproved): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
