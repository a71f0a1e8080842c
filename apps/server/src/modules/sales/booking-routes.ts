import { finalizedAnswer, orderAnswer, orderPlacedAnswer } from '@app/shared/contracts/sales';
import { answers } from '@app/shared/contracts/envelope';
import { idParams, recordId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { traceReplay, type RevealTracer } from '../credentials/index.ts';
import type { BookingService } from './booking-service.ts';
import { callerOf } from '../../lib/caller.ts';
import { reasonBody } from '@app/shared/contracts/common';
import { purchaseBody } from './order-routes.ts';

/** Booking, finalize and reject (lists, detail and export come from the generic engine). */
export function bookingRoutes(root: FastifyInstance, bookings: BookingService, trace: RevealTracer) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['order-booking'];

  app.post('/api/v1/admin/order-booking', {
    // staff (or an ancestor) may book for a buyer: the buyer's balance is held
    schema: { tags, body: purchaseBody.extend({ user_id: recordId('El comprador').optional() }), response: answers({ 201: orderPlacedAnswer }) },
    config: { permission: 'order-booking.create', idempotent: true },
  }, async (req, reply) => {
    const item = await bookings.book(callerOf(req.auth), req.body);
    const whose = item.user_id === req.auth.user.id ? 'de tu saldo' : 'del saldo del comprador';
    return reply.status(201).send({ item, msg: `Reserva creada: el valor quedó retenido ${whose}.` });
  });

  app.post('/api/v1/admin/order-booking/:id/finalize', {
    schema: { tags, params: idParams, body: reasonBody.optional(), response: answers({ 200: finalizedAnswer }) },
    config: { permission: 'order-booking.finalize', idempotent: true, replayed: traceReplay(trace, 'booking-finalize') },
  }, async (req) => {
    const done = await bookings.finalize(callerOf(req.auth), req.params.id);
    // the answer delivers the units with their credentials, like a finalized order: one view each
    await trace(req, 'booking-finalize', done.items);
    return { ...done, msg: 'Reserva finalizada: se entregaron las unidades.' };
  });

  app.post('/api/v1/admin/order-booking/:id/reject', {
    schema: { tags, params: idParams, body: reasonBody, response: answers({ 200: orderAnswer }) },
    config: { permission: 'order-booking.reject', idempotent: true },
  }, async (req) => ({ item: await bookings.reject(callerOf(req.auth), req.params.id, req.body), msg: 'Reserva rechazada: el saldo retenido fue liberado.' }));
}
