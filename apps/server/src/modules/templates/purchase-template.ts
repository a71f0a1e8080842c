import { PURCHASE_MESSAGE_CODE, PURCHASE_MESSAGE_DEFAULT, TEMPLATE_PLACEHOLDERS } from '@app/shared';
import type { Tx } from '../../db/client.ts';
import { renderCompanyTemplate } from './template-service.ts';

// every placeholder filled with itself: the template module then answers the company's raw text
const ASIS = Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((p) => [p.name, `{{${p.name}}}`]));

/**
 * The text of a company's copy-ready purchase message: its `purchase-message` template (a template-company
 * override first), else the default; cached per company for a few seconds, rendered per unit by deliveryMessage.
 */
export async function purchaseTemplate(db: Tx, companyId: number): Promise<string> {
  const hit = cache.get(companyId);
  if (hit && Date.now() - hit.at < TEMPLATE_TTL_MS) return hit.text;
  const text = (await renderCompanyTemplate(db, companyId, PURCHASE_MESSAGE_CODE, ASIS))?.text ?? PURCHASE_MESSAGE_DEFAULT;
  cache.set(companyId, { text, at: Date.now() });
  return text;
}

// Every purchase answer renders the template: a few seconds of staleness after an edit spares two queries each.
const TEMPLATE_TTL_MS = 5_000;
const cache = new Map<number, { text: string; at: number }>();

/**
 * Forgets every cached text: an app that stops leaves nothing for the next one in the same process (its database may
 * be another, with other templates under the same company ids).
 */
export function forgetPurchaseTemplates(): void {
  cache.clear();
}
