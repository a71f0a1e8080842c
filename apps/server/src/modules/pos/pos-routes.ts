import { answers } from '@app/shared/contracts/envelope';
import { idParams } from '@app/shared';
import {
  posGetInfoResponse, posOrdersBodySchema, posOrdersResponse, posSubsidiariesResponse, posTurnCloseSchema, posTurnOpenSchema,
  posTurnResponse, receiptLayoutResponse, storeOrderReceiptResponse,
} from '@app/shared/contracts/pos';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import type { PosInfoService } from './pos-info-service.ts';
import type { PosOrderService } from './pos-order-service.ts';
import type { PosTurnService } from './pos-turn-service.ts';
import { storeOrderReceipt } from './store-order-receipt.ts';

interface Services {
  info: PosInfoService;
  orders: PosOrderService;
  turns: PosTurnService;
}

/**
 * The envelope as the contract types it; the envelope plugin still puts a rotated token in place of the null
 * (plugins/envelope.ts), so this only makes the typed answer complete.
 */
const answer = <T extends object>(payload: T, msg = 'Operación realizada correctamente.') => ({ success: true, msg, token: null, ...payload });

/** The point of sale's calls (thin: validate by the shared contract, call a service, answer). */
export function posRoutes(root: FastifyInstance, s: Services) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['pos'];

  // a path id that is not an id answers the same 404 as a branch out of reach
  app.get('/api/v1/subsidiary/pos-get-info/:id', {
    schema: { tags, params: idParams, response: answers({ 200: posGetInfoResponse }) },
    config: { permission: 'pos.get' },
  }, async (req) => answer(await s.info.info(req.auth, req.params.id), 'Información del punto de venta.'));

  app.get('/api/v1/pos/subsidiaries', {
    schema: { tags, response: answers({ 200: posSubsidiariesResponse }) },
    config: { permission: 'pos.get' },
  }, async (req) => answer({ items: await s.info.subsidiaries(req.auth) }));

  app.get('/api/v1/pos/receipt-layout', {
    schema: { tags, response: answers({ 200: receiptLayoutResponse }) },
    config: { permission: 'pos.get' },
  }, async (req) => answer({ item: await s.info.receiptLayout(req.auth) }));

  app.post('/api/v1/pos/orders', {
    schema: { tags, body: posOrdersBodySchema, response: answers({ 200: posOrdersResponse }) },
    config: { permission: 'pos.create' },
  }, async (req) => answer(await s.orders.sync(req.auth, req.body), 'Pedidos sincronizados.'));

  app.post('/api/v1/pos/turns', {
    schema: { tags, body: posTurnOpenSchema, response: answers({ 200: posTurnResponse }) },
    config: { permission: 'pos.open' },
  }, async (req) => answer({ item: await s.turns.open(req.auth, req.body) }, 'Turno de caja abierto.'));

  app.post('/api/v1/pos/turns/:id/close', {
    schema: { tags, params: idParams, body: posTurnCloseSchema, response: answers({ 200: posTurnResponse }) },
    config: { permission: 'pos.close' },
  }, async (req) => answer({ item: await s.turns.close(req.auth, req.params.id, req.body ?? {}) }, 'Turno de caja cerrado.'));

  app.get('/api/v1/pos/turns/:id', {
    schema: { tags, params: idParams, response: answers({ 200: posTurnResponse }) },
    config: { permission: 'pos.get' },
  }, async (req) => answer({ item: await s.turns.get(req.auth, req.params.id) }));

  // a store order's receipt, with the same layout as the POS (the order detail's "Recibo")
  app.get('/api/v1/order/:id/receipt', {
    schema: { tags, params: idParams, response: answers({ 200: storeOrderReceiptResponse }) },
    config: { permission: 'order.get' },
  }, async (req) => {
    const orders = root.resourceService('order');
    if (!orders) throw notFound();
    const order = await orders.get(req.auth, req.params.id);
    return answer({ layout: await s.info.receiptLayout(req.auth), receipt: storeOrderReceipt(req.auth, order) });
  });
}
