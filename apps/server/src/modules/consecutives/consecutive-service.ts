import { formatConsecutive } from '@app/shared';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { allocate, allocateItem } from './consecutive-repository.ts';

/** How the sequences the product uses look when a company first needs them (admins may change them later). */
const STARTS: Record<string, { prefix: string; padding: number }> = {
  'support-ticket': { prefix: 'TS-', padding: 6 },
  'support-client': { prefix: 'TC-', padding: 6 },
  order: { prefix: '', padding: 6 },
};

/**
 * The next number of the company's sequence `name`, as a number and as its display text (prefix + zero
 * padding). Call it inside the transaction that stores the document: the number is taken only if that
 * transaction commits, and two documents never get the same one.
 */
export async function nextNumber(tx: Tx, companyId: number, name: string): Promise<{ number: number; text: string }> {
  const row = await allocate(tx, companyId, name, STARTS[name] ?? { prefix: '', padding: 6 });
  return { number: row.current, text: formatConsecutive(row.current, row.prefix, row.padding) };
}

/**
 * The next number of the sequence `name` as a WITH item's body (`RETURNING current`), for a hot path that must take
 * it inside its own last statement (the direct purchase); `when` orders it after the items it must follow.
 */
export const consecutiveSql = (companyId: number, name: string, when: SQL): SQL =>
  allocateItem(companyId, name, STARTS[name] ?? { prefix: '', padding: 6 }, when);
