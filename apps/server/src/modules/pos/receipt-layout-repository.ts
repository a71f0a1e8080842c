import { DEFAULT_RECEIPT_BLOCKS } from '@app/shared';
import { receiptBlocksSchema, type ReceiptLayout } from '@app/shared/contracts/pos';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { receiptLayout } from '../../db/schema/index.ts';

/** The company's default receipt layout (else its first one, else the built-in one). */
export async function companyReceiptLayout(db: Tx, companyId: number): Promise<ReceiptLayout> {
  const [row] = await db.select().from(receiptLayout).where(and(eq(receiptLayout.company_id, companyId)))
    .orderBy(desc(receiptLayout.is_default), asc(receiptLayout.id)).limit(1) as Record<string, any>[];
  if (row) {
    // saved through the resource's validate rule; a row written otherwise that no longer parses prints the default
    const parsed = (() => {
      try {
        return receiptBlocksSchema.safeParse(JSON.parse(String(row.blocks)));
      } catch {
        return null;
      }
    })();
    if (parsed?.success) return { id: row.id, name: row.name, blocks: parsed.data };
  }
  return { id: null, name: 'Predeterminado', blocks: DEFAULT_RECEIPT_BLOCKS };
}
