/**
 * Per-company consecutive numbers (orders, tickets, batches): the only writer of the `consecutive` table. A library
 * module with no routes of its own; `consecutiveSql` lets a hot path take the next number inside its own statement.
 */
export { consecutiveSql, nextNumber } from './consecutive-service.ts';
