import { answers } from '@app/shared/contracts/envelope';
import { liveAnswer, readyAnswer, type ReadyAnswer } from '@app/shared/contracts/operations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Registry } from 'prom-client';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The token of `Authorization: Bearer …` (or `?token=` for scrapers that cannot send headers), compared in constant time. */
function tokenMatches(expected: string, header: string | undefined, query: string | undefined): boolean {
  const given = header && /^bearer /i.test(header) ? header.slice(7).trim() : query ?? '';
  return timingSafeEqual(digest(given), digest(expected));
}

/** Probes and metrics, outside /api: no session, no envelope (what orchestrators and Prometheus read). */
export function operationsRoutes(root: FastifyInstance, deps: { ready: () => Promise<ReadyAnswer>; registry: Registry; metricsToken: string | null }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['operations'];
  // outside /api, yet in the envelope like every answer (probes read the status code and `status`)
  const config = { auth: false };

  app.get('/health/live', { schema: { tags, summary: 'El proceso responde', response: answers({ 200: liveAnswer }) }, config },
    async () => ({ status: 'ok' as const }));

  app.get('/health/ready', {
    schema: { tags, summary: 'Base de datos alcanzable y migraciones aplicadas (503 dice por qué no)', response: answers({ 200: readyAnswer, 503: readyAnswer }) }, config,
  }, async (_req, reply) => {
    const answer = await deps.ready();
    const ready = answer.status === 'ready';
    return reply.status(ready ? 200 : 503).send({ ...answer, success: ready, msg: answer.reason ?? 'Listo para atender.' });
  });

  app.get('/metrics', {
    schema: { tags, summary: 'Métricas de Prometheus (Authorization: Bearer METRICS_TOKEN)', querystring: z.object({ token: z.string().max(500).optional() }), response: answers({ 200: z.string() }) },
    config,
  }, async (req, reply) => {
    if (!deps.metricsToken) throw notFound('Las métricas están desactivadas: configure METRICS_TOKEN.');
    if (!tokenMatches(deps.metricsToken, req.headers.authorization, req.query.token)) {
      throw new AppError(401, 'Token de métricas no válido.', undefined, 'METRICS_TOKEN_INVALID');
    }
    reply.type(deps.registry.contentType);
    return deps.registry.metrics();
  });
}
