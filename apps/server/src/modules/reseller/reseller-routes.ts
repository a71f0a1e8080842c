import { answers } from '@app/shared/contracts/envelope';
import { formatDate, idParams } from '@app/shared';
import {
  resellerBalanceAnswer, resellerFaultAnswer, resellerFaultBody, resellerOrderAnswer, resellerOrderBody, resellerProductsAnswer,
  resellerReferenceParams, resellerRenewAnswer, resellerRenewPendingAnswer, resellerUnitParams,
} from '@app/shared/contracts/reseller';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { answerWithWork } from '../../plugins/idempotency.ts';
import { traceReplay, type RevealTracer } from '../credentials/index.ts';
import { perKeyLimit } from './reseller-rate-limit.ts';
import type { ResellerService } from './reseller-service.ts';

const security: { [scheme: string]: string[] }[] = [{ apiKey: [] }, { bearer: [] }];
const noQuery = z.object({});

/** The renewal rule as the OpenAPI document explains it to integrators. */
const RENEW_DESCRIPTION = [
  'Pide la renovación de una unidad propia (un perfil, o la cuenta completa a la que pertenece).',
  '- Si la unidad vence dentro de los días de aviso de renovación de la empresa (3 por defecto), se renueva y se cobra',
  '  del saldo en la misma llamada: HTTP 200, `status: "renewed"`, `charged: true` y la nueva fecha en `renewed_until`.',
  '- Si vence más adelante, es una renovación anticipada: queda por aprobar por la empresa y **no se cobra nada**:',
  '  HTTP 202, `status: "to_be_approved"`, `charged: false`, `renewed_until: null`. Repetir la llamada responde la misma',
  '  solicitud. Cuando el personal la aprueba se cobra del saldo (precio `price`) y se envía el webhook `renewal.done`;',
  '  si la rechaza no se cobra nada. Si la unidad entra en el plazo de aviso mientras espera, la siguiente llamada la',
  '  renueva y la cobra.',
  'Saldo insuficiente: 409 `INSUFFICIENT_FUNDS`, sin cobro.',
].join('\n');

/** Placing an order without a retry key could buy twice on a network retry: it is refused before anything runs. */
function requireIdempotencyKey(req: FastifyRequest) {
  if (req.headers['idempotency-key'] === undefined) {
    throw new AppError(400, 'Falta la cabecera Idempotency-Key: envía un valor único por pedido (por ejemplo un UUID) y repítelo si reintentas.', undefined, 'IDEMPOTENCY_KEY_REQUIRED');
  }
}

/** `/api/v1/reseller/…`: what resellers' shops and bots call with an API key (README "Integraciones"). */
/** `trace` records the reads' views; `traceDelivery` a purchase's, never failing a committed sale. */
export function resellerRoutes(root: FastifyInstance, reseller: ResellerService, trace: RevealTracer, traceDelivery: RevealTracer) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['reseller'];
  const base = '/api/v1/reseller';
  const rateLimit = perKeyLimit();

  app.get(`${base}/products`, {
    schema: { tags, security, summary: 'Productos con el costo de quien llama y las unidades disponibles', querystring: noQuery, response: answers({ 200: resellerProductsAnswer }) },
    config: { scope: 'catalog:read', permission: 'order.create', rateLimit },
  }, async (req) => ({ items: await reseller.products(req.auth), currency: 'COP' as const }));

  app.get(`${base}/balance`, {
    schema: { tags, security, summary: 'Saldo de quien llama (centavos)', querystring: noQuery, response: answers({ 200: resellerBalanceAnswer }) },
    config: { scope: 'balance:read', rateLimit },
  }, async (req) => reseller.balance(req.auth));

  app.post(`${base}/orders`, {
    schema: {
      tags, security, summary: 'Compra: entrega las unidades y sus credenciales (cabecera Idempotency-Key obligatoria)',
      headers: z.object({ 'idempotency-key': z.string().optional().meta({ description: 'Obligatoria: un valor único por pedido', example: '6f1c2a4e-8d0b-4f7e-9a51-3c2d1e0f9b7a' }) }),
      body: resellerOrderBody, response: answers({ 201: resellerOrderAnswer }),
    },
    config: { scope: 'orders:write', permission: 'order.create', idempotent: true, rateLimit, replayed: traceReplay(traceDelivery, 'reseller-api') },
  }, async (req, reply) => {
    requireIdempotencyKey(req);
    const msg = 'Compra realizada correctamente.';
    const bought = await reseller.placeOrder(req.auth, req.body, (tx, placed, numbered) => answerWithWork(req, reply, tx, 201, { ...placed, msg }, numbered));
    await traceDelivery(req, 'reseller-api', bought.items);
    return reply.status(201).send({ ...bought, msg });
  });

  app.get(`${base}/orders/:id`, {
    schema: { tags, security, summary: 'Un pedido propio con sus unidades', params: idParams, response: answers({ 200: resellerOrderAnswer }) },
    config: { scope: 'orders:read', permission: 'order.get', rateLimit },
  }, async (req) => {
    const { order, items } = await reseller.order(req.auth, req.params.id);
    await trace(req, 'reseller-api', items);
    return { order, items };
  });

  app.get(`${base}/orders/by-reference/:reference`, {
    schema: { tags, security, summary: 'Un pedido propio por la referencia que le dio quien llama', params: resellerReferenceParams, response: answers({ 200: resellerOrderAnswer }) },
    config: { scope: 'orders:read', permission: 'order.get', rateLimit },
  }, async (req) => {
    const { order, items } = await reseller.orderByReference(req.auth, req.params.reference);
    await trace(req, 'reseller-api', items);
    return { order, items };
  });

  app.post(`${base}/units/:profile_id/renew`, {
    schema: {
      tags, security, summary: 'Renueva una unidad propia: dentro del plazo de aviso se cobra del saldo; antes, queda por aprobar sin cobro',
      description: RENEW_DESCRIPTION, params: resellerUnitParams, body: z.strictObject({}).optional(),
      response: answers({ 200: resellerRenewAnswer, 202: resellerRenewPendingAnswer }),
    },
    config: { scope: 'orders:write', permission: 'renovation-ticket.renew', idempotent: true, rateLimit },
  }, async (req, reply) => {
    const item = await reseller.renew(req.auth, req.params.profile_id);
    if (item.status === 'to_be_approved') {
      return reply.status(202).send({
        item,
        msg: `Renovación anticipada solicitada: la unidad vence el ${formatDate(item.renewal_limit_date as string)}, fuera del plazo de aviso, así que espera la aprobación de la empresa y no se cobró nada. Al aprobarla se cobrará de tu saldo y recibirás el evento renewal.done.`,
      });
    }
    return reply.status(200).send({ item, msg: `Renovación realizada: la unidad vence ahora el ${formatDate(item.renewed_until as string)}.` });
  });

  app.post(`${base}/faults`, {
    schema: { tags, security, summary: 'Reporta la falla de una unidad propia', body: resellerFaultBody, response: answers({ 201: resellerFaultAnswer }) },
    config: { scope: 'orders:write', permission: 'report-fault-account.create', idempotent: true, rateLimit },
  }, async (req, reply) => reply.status(201).send({ item: await reseller.reportFault(req.auth, req.body), msg: 'Reporte de falla enviado: el personal lo revisará.' }));
}
