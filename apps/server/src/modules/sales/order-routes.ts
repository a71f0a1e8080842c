import { finalizedAnswer, orderAnswer, orderDetailAnswer, orderPlacedAnswer, purchaseAnswer } from '@app/shared/contracts/sales';
import { answers } from '@app/shared/contracts/envelope';
import { couponCodeInput, formatMoney, idParams, recordId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reasonBody } from '@app/shared/contracts/common';
import { z } from 'zod';
import { maskUnit, traceReplay, type RevealTracer } from '../credentials/index.ts';
import { MAX_QUANTITY, type OrderService } from './order-service.ts';
import type { Bought } from './purchase-answer.ts';
import { callerOf } from '../../lib/caller.ts';
import { answerWithWork } from '../../plugins/idempotency.ts';

export const purchaseBody = z.strictObject({
  type_digital_account_id: recordId('El producto'),
  quantity: z.number({ error: 'La cantidad es obligatoria' }).int('La cantidad debe ser un número entero')
    .min(1, 'La cantidad debe ser al menos 1').max(MAX_QUANTITY, `La cantidad máxima es ${MAX_QUANTITY}`),
});
/** A direct purchase may carry a coupon (DOMAIN.md "Coupon"); a draft order does not. */
const directPurchaseBody = purchaseBody.extend({ coupon: couponCodeInput });

/** Direct purchase and the order transitions (the generic engine serves the order lists, detail and export). */
export function orderRoutes(root: FastifyInstance, orders: OrderService, trace: RevealTracer) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['order'];

  app.post('/api/v1/purchase', {
    schema: { tags, body: directPurchaseBody, response: answers({ 200: purchaseAnswer }) },
    config: { permission: 'order.create', idempotent: true, replayed: traceReplay(trace, 'purchase') },
  }, async (req, reply) => {
    const answer = (bought: Bought) => {
      const { coupon_code: coupon, discount } = bought.order;
      return { ...bought, msg: coupon ? `Compra realizada correctamente con el cupón ${coupon}: descuento de ${formatMoney(discount as number)}.` : 'Compra realizada correctamente.' };
    };
    const bought = await orders.purchase(callerOf(req.auth), req.body, {
      answer: (tx, sold, numbered) => answerWithWork(req, reply, tx, 200, answer(sold), numbered),
    });
    // buying is a reveal: the answer carries the units' credentials, one view each
    await trace(req, 'purchase', bought.items);
    return answer(bought);
  });

  app.post('/api/v1/admin/order', {
    schema: { tags, body: purchaseBody.extend({ user_id: recordId('El comprador').optional() }), response: answers({ 201: orderPlacedAnswer }) },
    config: { permission: 'order.create', idempotent: true },
  }, async (req, reply) => reply.status(201).send({ item: await orders.createDraft(callerOf(req.auth), req.body), msg: 'Pedido creado en borrador.' }));

  app.get('/api/v1/admin/order/:id/items', { schema: { tags, params: idParams, response: answers({ 200: orderDetailAnswer }) }, config: { permission: 'order.get' } },
    async (req) => {
      // masked: the screen reveals one unit at a time through the credentials' reveal call, which records the view
      const detail = await orders.detail(callerOf(req.auth), req.params.id);
      return { ...detail, items: detail.items.map(maskUnit) };
    });

  app.post('/api/v1/admin/order/:id/finalize', {
    schema: { tags, params: idParams, body: reasonBody.optional(), response: answers({ 200: finalizedAnswer }) },
    config: { permission: 'order.finalize', idempotent: true, replayed: traceReplay(trace, 'order-finalize') },
  }, async (req) => {
    const done = await orders.finalize(callerOf(req.auth), req.params.id);
    await trace(req, 'order-finalize', done.items);
    return { ...done, msg: 'Pedido finalizado: se cobró el saldo y se entregaron las unidades.' };
  });

  app.post('/api/v1/admin/order/:id/reject', {
    schema: { tags, params: idParams, body: reasonBody, response: answers({ 200: orderAnswer }) },
    config: { permission: 'order.reject', idempotent: true },
  }, async (req) => ({ item: await orders.reject(callerOf(req.auth), req.params.id, req.body), msg: 'Pedido rechazado.' }));

  app.post('/api/v1/admin/order/:id/annul', {
    schema: { tags, params: idParams, body: reasonBody, response: answers({ 200: orderAnswer }) },
    config: { permission: 'order.annul', idempotent: true },
  }, async (req) => ({ item: await orders.annul(callerOf(req.auth), req.params.id, req.body), msg: 'Pedido anulado: las unidades volvieron al inventario y el saldo fue reembolsado.' }));
}
