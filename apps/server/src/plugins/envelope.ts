import '@app/shared'; // installs the Spanish validation messages (shared validation/spanish-issues.ts)
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { refuseNul } from '../lib/input-text.ts';
import { clientErrorResponse, envelopeOf, errorAnswer } from './error-answers.ts';

export { GENERIC_ERROR } from './error-answers.ts';

/** A route's successful answer as it is sent: `{success, msg, token, ...body}` (a route may name its own msg). */
export function enveloped(request: FastifyRequest, body: Record<string, unknown>): Record<string, unknown> {
  if (request.routeOptions.config.envelope === false) return body;
  return { success: true, msg: 'Operación realizada correctamente.', ...body, token: body.token ?? request.rotatedToken ?? null };
}

/**
 * Every answer is `{success, msg, token, ...}` with a real status: errors are mapped here once, so routes
 * only throw; details of unexpected errors stay in the log.
 */
/** Seconds a 503 asks to wait: about what the embedded PostgreSQL takes to start again. */
const RETRY_AFTER_SECONDS = '3';

export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('rotatedToken', null);

  // callback hooks, not async ones: they run on every call and need no promise of their own
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (payload && typeof payload === 'object' && !Array.isArray(payload) && !Buffer.isBuffer(payload) && !request.url.startsWith('/api/docs')) {
      if (request.routeOptions.config.envelope === false) return done(null, payload);
      return done(null, enveloped(request, payload as Record<string, unknown>));
    }
    done(null, payload);
  });

  // text PostgreSQL cannot store is refused before any route reads it (lib/input-text.ts)
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request.params);
      refuseNul(request.query);
      refuseNul(request.body);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });

  // every 503 (the database restarting, /health/ready) says when to come back, so clients and proxies retry it
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', RETRY_AFTER_SECONDS);
    done(null, payload);
  });

  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answer = errorAnswer(err);
    if (answer.unexpected) request.log.error({ err }, 'unhandled error');
    else request.log.info({ err }, 'client error');
    return reply.status(answer.status).send(envelopeOf(answer));
  });
});

/**
 * Fastify's constructor options that route the errors it raises outside any route (a malformed or over-long
 * path, an HTTP parser error) through the same answers: without them Fastify writes its own English JSON.
 */
export const envelopeServerOptions = {
  frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    const answer = errorAnswer(err);
    // serialized here: these replies skip the hooks that wrap route answers
    reply.status(answer.status).type('application/json; charset=utf-8').send(JSON.stringify(envelopeOf(answer)));
  },
  clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    if (socket.writable) socket.write(clientErrorResponse(err.code));
    socket.destroy(err);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route answers its own shape (a foreign protocol, e.g. the SMM panels' /api/v2), unwrapped. */
    envelope?: boolean;
  }
  interface FastifyRequest {
    /** Set by the auth plugin when it issued a fresher token; the envelope returns it as `token`. */
    rotatedToken: string | null;
  }
}
