import { orderAnswer } from '@app/shared/contracts/sales';
import { answers } from '@app/shared/contracts/envelope';
import { digitalAccountOthers, idParams } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller.ts';
import { reasonBody } from '@app/shared/contracts/common';
import { viewerOf, type RevealTracer } from '../credentials/index.ts';
import { maskCredentials } from '../../engine/resource-service.ts';
import type { OthersService } from './others-service.ts';

const credentials = z.strictObject({
  login: z.string().trim().max(160).optional(),
  password: z.string().trim().max(160).optional(),
  profile_name: z.string().trim().max(60).optional(),
  pin: z.string().trim().max(12).optional(),
  reason: z.string().optional(),
  note: z.string().optional(),
});

/**
 * Finalize (credentials may come in the body) and annul; create/edit/lists come from the generic engine. The
 * finalize answer is the delivery: the credentials in clear, recorded as a view; an annulment answers them masked.
 */
export function othersRoutes(root: FastifyInstance, others: OthersService, trace: RevealTracer) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['digital-account-others'];

  app.post('/api/v1/admin/digital-account-others/:id/finalize', {
    schema: { tags, params: idParams, body: credentials.optional(), response: answers({ 200: orderAnswer }) },
    config: {
      permission: 'digital-account-others.finalize', idempotent: true,
      // a retry answered with the stored delivery reveals the credentials again
      replayed: (req) => trace(req, 'others-finalize', [{ digital_account_others_id: (req.params as { id: number }).id }]),
    },
  }, async (req) => {
    const { reason: _r, note: _n, ...written } = req.body ?? {};
    const item = await others.finalize(callerOf(req.auth), req.params.id, written, viewerOf(req.auth, req.ip ?? null));
    return { item, msg: 'Solicitud finalizada: se entregaron las credenciales y se cobró el saldo.' };
  });

  app.post('/api/v1/admin/digital-account-others/:id/annul', {
    schema: { tags, params: idParams, body: reasonBody, response: answers({ 200: orderAnswer }) },
    config: { permission: 'digital-account-others.annul', idempotent: true },
  }, async (req) => ({ item: maskCredentials(digitalAccountOthers, await others.annul(callerOf(req.auth), req.params.id, req.body)), msg: 'Solicitud anulada.' }));
}
