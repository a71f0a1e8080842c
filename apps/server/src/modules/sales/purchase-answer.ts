import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { DeliveredItem } from './delivery.ts';
import type { OrderRow } from './sale-repository.ts';

/**
 * Where a purchase's answer names its order's number before the sale is numbered: the number is taken by the sale's
 * last statement (under the company's sales queue, COMMIT in the same message), and the answer stored with that
 * commit is written before it. The database fills the number in. NUL never reaches an answer otherwise (input
 * refuses it, PostgreSQL text cannot hold it), so its JSON escape marks exactly these places.
 */
export const NUMBER_MARK = '\u0000#\u0000';
const MARK_IN_JSON = JSON.stringify(NUMBER_MARK).slice(1, -1);

export interface Bought {
  order: OrderRow;
  items: DeliveredItem[];
}

/**
 * What a purchase's caller stores with the sale's commit as its answer (plugins/idempotency.ts answerWithWork):
 * given the transaction, the purchase with its order not yet numbered (`number` null, NUMBER_MARK in the delivery
 * messages) and the fill that numbers its serialized text. Null stores nothing.
 */
export type AnswerWithSale = (tx: Tx, bought: Bought, numbered: (json: string) => SQL) => SQL | null;

/**
 * The serialized answer as jsonb with the order's number in it: in the messages and as `order.number`. The number is
 * read through sales_order_number (migration 0032), so this statement is not planned against `orders`.
 */
export const numberedAnswer = (orderId: number) => (json: string): SQL => sql`(SELECT jsonb_set(
    replace(${json}::text, ${MARK_IN_JSON}::text, o.number::text)::jsonb, '{order,number}', to_jsonb(o.number), false)
  FROM (SELECT sales_order_number(${orderId}) AS number) o)`;

/** The delivery messages with the order's number where NUMBER_MARK stands: the same text numberedAnswer stores. */
export const withNumber = (items: DeliveredItem[], number: number): DeliveredItem[] =>
  items.map((item) => ({ ...item, message: item.message.replaceAll(NUMBER_MARK, String(number)) }));
