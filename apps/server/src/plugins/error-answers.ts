import { MISSING_RECORD_MSG } from '@app/shared';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MSG, isDatabaseUnavailable } from '../db/connection-errors.ts';
import { AppError } from '../lib/errors.ts';
import { databaseAnswer } from './database-errors.ts';

/*
 * What any error answers, in one table: the route errors (setErrorHandler), the ones Fastify raises before a
 * route is found (frameworkErrors: bad percent-encoding, a path parameter over the length limit) and the ones
 * Node's HTTP parser raises before Fastify sees a request (clientErrorHandler). Every one becomes the
 * `{ success: false, msg, token: null }` envelope with a Spanish sentence: people read these answers, and English or internal text would confuse or leak.
 */

export const GENERIC_ERROR = 'Ha ocurrido un error';

export interface ErrorAnswer {
  status: number;
  msg: string;
  extra?: Record<string, unknown>;
  /** Unexpected: logged with its details (which never reach the answer). */
  unexpected?: boolean;
}

interface FieldIssue {
  instancePath: string;
  message: string;
  keyword: string;
  params: { keys?: string[] };
}

const fieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replace(/\//g, '.');

/** First message per field, as the forms show them (spec §5: the first error of each field). */
function fieldErrors(issues: FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldPath(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of issue.params.keys ?? []) errors[field ? `${field}.${key}` : key] ??= 'Campo no permitido';
      continue;
    }
    errors[field || '_'] ??= issue.message;
  }
  return errors;
}

/** Fastify's own client errors by code (the ones a request can cause), in Spanish. */
const FRAMEWORK: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'El cuerpo de la petición no es un JSON válido.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'El cuerpo de la petición está vacío: envía un JSON o quita la cabecera Content-Type.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'El tipo de contenido de la petición no es compatible.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'La longitud declarada del cuerpo no coincide con el cuerpo enviado.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'La petición es demasiado grande.'],
  FST_ERR_CTP_INVALID_TYPE: [400, 'El tipo de contenido de la petición no es válido.'],
  FST_ERR_BAD_URL: [400, 'La dirección de la petición no es válida.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'La dirección de la petición es demasiado larga.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'La petición no es válida.'],
  FST_ERR_NOT_FOUND: [404, 'La ruta solicitada no existe.'],
  FST_ERR_VALIDATION: [422, 'Existen campos con errores.'],
  FST_ERR_FAILED_ERROR_SERIALIZATION: [500, GENERIC_ERROR],
};

/** Node's HTTP parser errors (no request object exists yet). */
const CLIENT: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Las cabeceras de la petición son demasiado grandes.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'La petición tardó demasiado en llegar.'],
  HPE_URI_TOO_LONG: [414, 'La dirección de la petición es demasiado larga.'],
};

/** What `err` answers (never its own text: Fastify's and PostgreSQL's messages are English and may leak internals). */
export function errorAnswer(err: FastifyError & { validationContext?: string }): ErrorAnswer {
  if (err instanceof AppError) {
    return { status: err.status, msg: err.message, extra: { ...(err.errors ? { errors: err.errors } : {}), ...(err.code ? { code: err.code } : {}) } };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation as unknown as FieldIssue[];
    // an id outside the rules names no record: the same answer as a missing one (shared validation/record-id.ts)
    if (err.validationContext === 'params' && issues.some((i) => i.instancePath === '/id')) {
      return { status: 404, msg: MISSING_RECORD_MSG };
    }
    const errors = fieldErrors(issues);
    const fields = Object.keys(errors);
    if (fields.length === 1 && fields[0] === '_') {
      return { status: 422, msg: `La petición no es válida: ${errors._}.`, extra: { errors } };
    }
    return { status: 422, msg: `Existen campos con errores: ${fields.join(', ')}.`, extra: { errors } };
  }
  // the database restarting or unreachable: a Spanish 503 the caller retries, not a 500 (db/connection-errors.ts)
  if (isDatabaseUnavailable(err)) return { status: 503, msg: DATABASE_UNAVAILABLE_MSG, extra: { code: 'DATABASE_UNAVAILABLE' } };
  // PostgreSQL refusing bad data the schemas let through: a Spanish 422/409 naming the field (database-errors.ts)
  const refused = databaseAnswer(err);
  if (refused) return { status: refused.status, msg: refused.msg, extra: { errors: refused.errors } };
  const known = err.code ? FRAMEWORK[err.code] : undefined;
  if (known) return { status: known[0], msg: known[1], unexpected: known[0] >= 500 };
  if (err instanceof SyntaxError) return { status: 400, msg: 'El cuerpo de la petición no es un JSON válido.' };
  if (err.statusCode === 429) return { status: 429, msg: 'Demasiadas peticiones. Intenta de nuevo en un momento.' };
  if (err.statusCode === 404) return { status: 404, msg: 'La ruta solicitada no existe.' };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return { status: err.statusCode, msg: 'La petición no es válida.' };
  return { status: 500, msg: GENERIC_ERROR, unexpected: true };
}

export const envelopeOf = (answer: ErrorAnswer) => ({ success: false, msg: answer.msg, token: null, ...answer.extra });

/** The answer to an HTTP parser error, written straight to the socket (Fastify's default writes English JSON). */
export function clientErrorResponse(code: string | undefined): string {
  const [status, msg] = (code && CLIENT[code]) || [400, 'La petición no es válida.'];
  const body = JSON.stringify({ success: false, msg, token: null });
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : status === 414 ? 'URI Too Long' : 'Bad Request';
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`;
}
