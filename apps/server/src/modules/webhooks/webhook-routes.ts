import { answers } from '@app/shared/contracts/envelope';
import { idParams } from '@app/shared';
import {
  createWebhookAnswer, createWebhookBody, webhookDeleteAnswer, webhookDeliveriesAnswer, webhookListAnswer, webhookTestAnswer,
} from '@app/shared/contracts/webhooks';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WebhookService } from './webhook-service.ts';

/** The signed-in user's webhooks and their delivery log. */
export function webhookRoutes(root: FastifyInstance, hooks: WebhookService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const base = '/api/v1/webhooks';

  app.post(base, {
    schema: { tags, summary: 'Crea un webhook (el secreto de la firma se muestra una sola vez)', body: createWebhookBody, response: answers({ 201: createWebhookAnswer }) },
  }, async (req, reply) => reply.status(201).send({ item: await hooks.create(req.auth, req.body), msg: 'Webhook creado: guarda el secreto, no se volverá a mostrar.' }));

  app.get(base, { schema: { tags, summary: 'Webhooks del usuario', querystring: z.object({}), response: answers({ 200: webhookListAnswer }) } },
    async (req) => ({ items: await hooks.list(req.auth) }));

  app.delete(`${base}/:id`, { schema: { tags, summary: 'Elimina un webhook', params: idParams, response: answers({ 200: webhookDeleteAnswer }) } },
    async (req) => ({ item: await hooks.remove(req.auth, req.params.id), msg: 'Webhook eliminado.' }));

  app.post(`${base}/:id/test`, {
    schema: { tags, summary: 'Envía una entrega de prueba', params: idParams, body: z.strictObject({}).optional(), response: answers({ 200: webhookTestAnswer }) },
  }, async (req) => ({ item: await hooks.test(req.auth, req.params.id), msg: 'Entrega de prueba en camino: mira su resultado en el registro.' }));

  app.get(`${base}/:id/deliveries`, {
    schema: { tags, summary: 'Registro de entregas de un webhook (las 50 más recientes)', params: idParams, response: answers({ 200: webhookDeliveriesAnswer }) },
  }, async (req) => ({ items: await hooks.deliveries(req.auth, req.params.id) }));
}
