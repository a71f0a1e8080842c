import { z } from 'zod';

/*
 * The envelope every JSON answer travels in: `{ success, msg, token, ...payload }`. Routes return only their
 * payload (and maybe `msg`); the server's envelope hook adds the rest, which is why the envelope's own fields carry
 * defaults: a handler's return type leaves them out (the type provider types a reply by the schema's input) while
 * the answer and the OpenAPI document always show them (its output).
 */

export const DEFAULT_OK_MSG = 'Operación realizada correctamente.';

const okFields = {
  success: z.literal(true).default(true),
  msg: z.string().default(DEFAULT_OK_MSG),
  /** A fresher session token when the server rotated it, else null. */
  token: z.string().nullable().default(null),
};

/**
 * A success answer with `payload` beside the envelope. Loose: a field the schema does not name still reaches the
 * caller untouched (serialization by schema never drops what an answer holds).
 */
export const okAnswer = <T extends z.ZodRawShape>(payload: T) => z.looseObject({ ...okFields, ...payload });

/** A success answer that says only its message (a delete, a mark-as-read). */
export const messageAnswer = okAnswer({});

/** Every error answer: a Spanish `msg`, the first error of each field, and a stable code where one applies. */
export const errorAnswer = z.object({
  success: z.literal(false),
  msg: z.string(),
  token: z.string().nullable(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
});

/** A file answer (a spreadsheet export): its bytes, not an envelope. */
export const fileAnswer = z.string().meta({ format: 'binary', description: 'Archivo (xlsx)' });

/** The `response` block of a route: its success answers by status, and the error envelope for every 4xx/5xx. */
export const answers = <T extends Record<number, z.ZodType>>(success: T) =>
  ({ ...success, '4xx': errorAnswer, '5xx': errorAnswer }) as T & { '4xx': typeof errorAnswer; '5xx': typeof errorAnswer };
