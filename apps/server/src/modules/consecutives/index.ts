/**
 * Per-company consecutive numbers (orders, tickets, batches): the only writer of the `consecutive` table. A library
 * module with no routes of its own. The direct purchase's `order` numbers are taken by the same upsert inside its last
 * statement, a database function (sales_finish_purchase, migration 0032).
 */
export { nextNumber } from './consecutive-service.ts';
