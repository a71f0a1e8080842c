import { smmError, smmV2Answer, smmV2Body } from '@app/shared/contracts/smm-v2';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, forbidden } from '../../lib/errors.ts';
import { apiKeyOf } from '../../plugins/auth.ts';
import { errorAnswer } from '../../plugins/error-answers.ts';
import { answerWithWork } from '../../plugins/idempotency.ts';
import { traceReplay, unitsIn, type RevealTracer } from '../credentials/index.ts';
import { perKeyLimit } from './reseller-rate-limit.ts';
import { ACTION_RULES, isAction, type smmV2Actions } from './smm-v2-actions.ts';

/**
 * `POST /api/v2` in the SMM panels' form (README "Integraciones"): form-encoded or JSON, the key in the body.
 * Registered in its own scope: its form parser and its `{error}` answers touch no other route.
 */
export function smmV2Routes(root: FastifyInstance, actions: ReturnType<typeof smmV2Actions>, trace: RevealTracer) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // panel clients post forms (PHP's http_build_query, Python's requests data=): one flat object of texts
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // every failure as panels read it: {error: "<Spanish sentence>"} with the status of the same failure elsewhere
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answer = errorAnswer(err);
    if (answer.unexpected) request.log.error({ err }, 'unhandled error');
    // a schema failure names its fields (panels show only this one sentence)
    const fields = err instanceof AppError ? undefined : (answer.extra?.errors as Record<string, string> | undefined);
    const msg = fields ? `${answer.msg} ${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('; ')}` : answer.msg;
    return reply.status(answer.status).send({ error: msg });
  });

  app.post('/api/v2', {
    schema: {
      tags: ['reseller'], summary: 'API v2 de paneles SMM: services, add, status, balance, refill, cancel', security: [],
      // panel clients read refusals as `{error}`, never the envelope
      body: smmV2Body, response: { 200: smmV2Answer, '4xx': smmError, '5xx': smmError },
    },
    config: { auth: false, envelope: false, idempotent: true, rateLimit: perKeyLimit('preHandler'), replayed: traceReplay(trace, 'smm-panel') },
    // signed in before the idempotency and rate-limit steps (they key by the caller)
    preValidation: async (req) => {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
      const key = typeof body.key === 'string' && body.key ? body.key.trim() : apiKeyOf(req);
      if (!key) throw new AppError(401, 'Falta la clave de API: envía key=… con tu clave.', undefined, 'API_KEY_INVALID');
      const { scopes } = await req.server.authenticateApiKey(req, key);
      if (!isAction(body.action)) {
        throw new AppError(400, `Acción desconocida: ${String(body.action ?? '(vacía)').slice(0, 40)}. Usa services, add, status, balance, refill o cancel.`, undefined, 'SMM_UNKNOWN_ACTION');
      }
      const rule = ACTION_RULES[body.action];
      if (!scopes.has(rule.scope)) throw forbidden(`La clave de API no tiene el permiso ${rule.scope}.`);
      if (rule.permission && !req.auth.can(rule.permission as never)) throw forbidden();
    },
  }, async (req, reply) => {
    const body = req.body as Record<string, unknown>;
    const answer = await answerOf(req, reply, body);
    if (body.action === 'status') await trace(req, 'smm-panel', unitsIn(answer));
    return answer as z.input<typeof smmV2Answer>;
  });

  function answerOf(req: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) {
    const auth = req.auth;
    switch (body.action) {
      case 'services': return actions.services(auth);
      // an order's answer is stored with its sale (a key never left claimed with its sale done)
      case 'add': return actions.add(auth, body, (tx, added) => answerWithWork(req, reply, tx, 200, added));
      case 'status': return actions.status(auth, body);
      case 'balance': return actions.balance(auth);
      case 'refill': return actions.refill(auth, body);
      default: return actions.cancel(auth, body);
    }
  }
}
