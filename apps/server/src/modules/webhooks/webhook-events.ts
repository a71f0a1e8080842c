import type { WebhookEvent } from '@app/shared/contracts/webhooks';
import { executeStatement, onCommit, type Statement, type Tx } from '../../db/client.ts';
import { insertEventDeliveriesStatement } from './webhook-repository.ts';

export interface WebhookEventInput {
  companyId: number;
  /** Whose webhooks hear it: the user the event is about (the buyer, the consignment's owner). */
  userId: number;
  event: WebhookEvent;
  /** The event's fields (ids and amounts; credentials are read through the API, never sent in a webhook). */
  data: Record<string, unknown>;
}

/** Where this process hands committed deliveries to the job queue (set when the app starts). */
let dispatcher: ((ids: number[]) => void) | null = null;

export function setWebhookDispatcher(fn: ((ids: number[]) => void) | null): void {
  dispatcher = fn;
}

/**
 * Records an event for the user's webhooks inside the caller's transaction (one statement; none when it has no
 * webhook listening): the deliveries commit with the business change or not at all, then the job queue sends them.
 * Call it beside the matching notification: `await emitWebhookEvent(tx, { companyId, userId, event, data })`.
 */
export async function emitWebhookEvent(tx: Tx, input: WebhookEventInput): Promise<void> {
  await executeStatement(tx, webhookEventStatement(tx, input));
}

/** emitWebhookEvent as a statement, for a caller that sends it with others of its transaction (executeTogether). */
export function webhookEventStatement(tx: Tx, input: WebhookEventInput): Statement<void> {
  const statement = insertEventDeliveriesStatement(input);
  return {
    query: statement.query,
    read(rows) {
      const ids = statement.read(rows);
      if (ids.length) onCommit(tx, () => dispatcher?.(ids));
    },
  };
}
