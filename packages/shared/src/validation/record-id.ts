import { z } from 'zod';
// Spanish messages even for a module importing this file alone (not through the package index)
import './spanish-issues.ts';

/*
 * One reading of a record id for every route, so an id means one record whatever its spelling. Before, each route coerced with Number(), so
 * "0x1d", "29e0" and " 29" were aliases of record 29 and an id past the column's range reached PostgreSQL and
 * failed with a 500. An id is now written in decimal digits only (no sign, no leading zero, no spaces) and
 * must fit its column: int4 for almost every table, bigint (within JavaScript's exact integers) for the ledger.
 */

/** Largest value of a PostgreSQL `integer` column: the ids of every resource table and every reference to one. */
export const INT4_MAX = 2_147_483_647;
/** Largest id of a `bigint` id column (ledger rows, audit log) that a JavaScript number holds exactly. */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

/** What a path id outside these rules answers (404): no such record can exist. */
export const MISSING_RECORD_MSG = 'El registro no existe.';

const ID_DIGITS = /^[1-9][0-9]{0,15}$/;

/** The id written in `text` (a path segment, a query value, a header) or null when it is not a valid id. */
export function parseRecordId(text: unknown, max: number = INT4_MAX): number | null {
  if (typeof text !== 'string' || !ID_DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= max ? id : null;
}

/** An id inside a JSON body or filter: a whole number from 1 to the column's maximum. */
export const recordId = (label = 'El id', max: number = INT4_MAX) => {
  const message = `${label} debe ser un número de registro válido`;
  return z.number({ error: (issue) => (issue.input === undefined ? `${label} es obligatorio` : message) })
    .int(message).min(1, message).max(max, message);
};

/** An id a client may send as a number or as digits (e.g. a filter typed in a box). */
export const recordIdLoose = (label = 'El id', max: number = INT4_MAX) =>
  z.union([recordId(label, max), recordIdText(label, max)], { error: `${label} debe ser un número de registro válido` });

/** An id written as text (path, query string): decimal digits only, read as a number within the column's range. */
export const recordIdText = (label = 'El id', max: number = INT4_MAX) => {
  const message = `${label} debe ser un número de registro válido`;
  return z.string({ error: message })
    .refine((v) => parseRecordId(v, max) !== null, { message })
    .transform((v) => Number(v));
};

/** Path parameters `{ id }` of a table whose id goes up to `max`; a failure answers 404 (server plugins/envelope.ts). */
export const idParamsUpTo = (max: number) => z.object({ id: recordIdText('El id', max) });
/** Path parameters `{ id }` of an int4 id: every route with an `:id` but the ledger's. */
export const idParams = idParamsUpTo(INT4_MAX);

/** A list filter on an id column: one id or a list of them. */
export const recordIdFilter = (label = 'El id', max: number = INT4_MAX) =>
  z.union([recordId(label, max), z.array(recordId(label, max)).max(1000, 'Admite máximo 1000 ids')]);
