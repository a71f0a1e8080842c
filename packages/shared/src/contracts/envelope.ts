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
export const okAnswer = <T extends z.ZodRawShape>(payload: T) =>
  // typed without the loose object's index signature, so a service's interface (no index signature) is an answer
  // (`& object` keeps a payload-less answer from being a "weak type" that refuses objects sharing none of its keys)
  z.looseObject({ ...okFields, ...payload }) as unknown as z.ZodType<z.output<z.ZodObject<Envelope<T>>>, z.input<z.ZodObject<Envelope<T>>> & object>;

type Envelope<T extends z.ZodRawShape> = Omit<typeof okFields, keyof T> & T;

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

/** Bytes sent as they are (a stream or a buffer, never serialized): typed `unknown` so a handler may send either. */
function binary(description: string) {
  return z.string().meta({ format: 'binary', description }) as unknown as z.ZodType<unknown, unknown>;
}

/** A file answer (a spreadsheet export): its bytes, not an envelope. */
export const fileAnswer = binary('Archivo (xlsx)');

/** The `response` block of a route: its success answers by status, and the error envelope for every 4xx/5xx. */
export const answers = <T extends Record<number, z.ZodType>>(success: T) =>
  ({ ...success, '4xx': errorAnswer, '5xx': errorAnswer }) as T & { '4xx': typeof errorAnswer; '5xx': typeof errorAnswer };

/** An object answered as it is (a service's figures): its fields are the service's, written untouched. */
export const anObject = z.looseObject({}) as unknown as z.ZodType<object, object>;

/** A stored record: its id, and its fields as the service answers them. */
export const aRecord = z.looseObject({ id: z.number() }) as unknown as z.ZodType<{ id: number }, { id: number }>;

/** An image's bytes (a store logo or product picture). */
export const imageFile = binary('Imagen');

/** An HTML page (a printable preview). */
export const htmlPage = z.string().meta({ description: 'Página HTML' });

/** A live stream of server-sent events (text/event-stream) that stays open. */
export const eventStream = z.string().meta({ description: 'text/event-stream: una línea «data:» por evento' });

/**
 * An object with its real fields named and typed (the web reads its type from here). Loose when written: a field
 * the schema does not name still reaches the caller untouched, so naming fields never drops one; typed without the
 * loose object's index signature, so a caller reading a field the contract does not name fails to compile.
 */
export const fields = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject(shape) as unknown as z.ZodType<z.output<z.ZodObject<T>>, z.input<z.ZodObject<T>>>;

/**
 * An object whose type is a domain interface of packages/shared that the server's service already returns (a
 * dashboard's figures, a ticket thread): written untouched, typed as that interface for the server and the web.
 */
export const domainObject = <T extends object>() => z.looseObject({}) as unknown as z.ZodType<T, T>;

/**
 * A database row (a resource table's, whose server-side type does not name its columns) with its fields named and
 * typed for the web. Written like `fields`; the server may hand any row, so what holds these types true is the
 * response check under tests (plugins/schema-serializer.ts), which fails a route whose answer they misdescribe.
 */
export const rowFields = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject(shape) as unknown as z.ZodType<z.output<z.ZodObject<T>>, object>;
