import { formatConsecutive } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { allocate } from './consecutive-repository.ts';

/** How the sequences the product uses look when a company first needs them (admins may change them later). */
const STARTS: Record<string, { prefix: string; padding: number }> = {
  'support-ticket': { prefix: 'TS-', padding: 6 },
  'support-client': { prefix: 'TC-', padding: 6 },
  // the direct purchase's start is also written in sales_finish_purchase (migration 0032)
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
