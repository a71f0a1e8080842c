import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

export const GENERIC_ERROR = 'Ha ocurrido un error';

interface FieldIssue {
  instancePath: string;
  message: string;
  keyword: string;
  params: { keys?: string[] };
}

/** First message per field, as the forms show them (spec §5: the first error of each field). */
function fieldErrors(issues: FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of issue.params.keys ?? []) errors[key] ??= 'Campo no permitido';
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Every answer is `{success, msg, token, ...}` with a real status: errors are mapped here once, so routes
 * only throw; details of unexpected errors stay in the log.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('rotatedToken', null);

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (payload && typeof payload === 'object' && !Array.isArray(payload) && !Buffer.isBuffer(payload)) {
      const body = payload as Record<string, unknown>;
      if (request.url.startsWith('/api/docs')) return payload;
      return { success: true, msg: 'Operación realizada correctamente.', ...body, token: body.token ?? request.rotatedToken ?? null };
    }
    return payload;
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (status: number, msg: string, extra: Record<string, unknown> = {}) =>
      reply.status(status).send({ success: false, msg, token: null, ...extra });

    if (err instanceof AppError) {
      return send(err.status, err.message, { ...(err.errors ? { errors: err.errors } : {}), ...(err.code ? { code: err.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = fieldErrors(err.validation as unknown as FieldIssue[]);
      const fields = Object.keys(errors).join(', ');
      return send(422, `Existen campos con errores: ${fields}.`, { errors });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError) {
      return send(400, 'El cuerpo de la petición no es un JSON válido.');
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(415, 'El tipo de contenido de la petición no es compatible.');
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return send(413, 'La petición es demasiado grande.');
    }
    if (err.statusCode === 429) return send(429, 'Demasiadas peticiones. Intenta de nuevo en un momento.');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      request.log.info({ err }, 'client error');
      return send(err.statusCode, 'La petición no es válida.');
    }
    request.log.error({ err }, 'unhandled error');
    return send(500, GENERIC_ERROR);
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin when it issued a fresher token; the envelope returns it as `token`. */
    rotatedToken: string | null;
  }
}
