import type { Tx } from '../../db/client.ts';
import { findUserById } from './user-repository.ts';

/** What other modules may ask about a user without reaching into this module's repositories. */
export async function parentIdOf(tx: Tx, userId: number): Promise<number | null> {
  return (await findUserById(tx, userId))?.parent_id ?? null;
}
