import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { conflict, unprocessable } from '../lib/errors.ts';
import { claimKey, findKey, releaseKey, storeResponse } from './idempotency-repository.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Money-moving route: honours the Idempotency-Key header. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyId: number | null;
  }
}

const WAIT_FOR_FIRST_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A retry with the same Idempotency-Key and body gets the first answer and moves nothing; the same key with
 * another body is refused with 409. A retry that arrives while the first is still running waits for its answer.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('idempotencyId', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = String(header);
    if (!key || key.length > 200) throw unprocessable('La clave de idempotencia debe tener entre 1 y 200 caracteres.', { 'Idempotency-Key': 'Clave no válida' });
    const hash = createHash('sha256')
      .update(`${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const userId = request.auth.user.id;
    const claimed = await claimKey(opts.db, userId, key, hash);
    if (claimed !== null) {
      request.idempotencyId = claimed;
      return;
    }
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const first = await findKey(opts.db, userId, key);
      if (!first) {
        // the first attempt failed and released the key: this one runs for real
        const retry = await claimKey(opts.db, userId, key, hash);
        if (retry !== null) {
          request.idempotencyId = retry;
          return;
        }
        continue;
      }
      if (first.request_hash !== hash) throw conflict('Esta clave de idempotencia ya se usó con otra petición.');
      if (first.status_code !== null) {
        reply.header('idempotent-replayed', 'true');
        return reply.status(first.status_code).send(first.response);
      }
      if (Date.now() > deadline) throw conflict('Una petición con esta clave de idempotencia sigue en curso. Intenta de nuevo en un momento.');
      await sleep(50);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyId;
    if (id === null) return payload;
    request.idempotencyId = null;
    if (reply.statusCode >= 500) {
      await releaseKey(opts.db, id);
      return payload;
    }
    // the serialized answer as it is (PostgreSQL reads it as jsonb): no parse here and no second serialization
    await storeResponse(opts.db, id, reply.statusCode, typeof payload === 'string' ? payload : null);
    return payload;
  });
});
