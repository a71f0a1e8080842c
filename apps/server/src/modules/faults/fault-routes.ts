import { accountFaultyAnswer, faultDeliveryAnswer, faultQuoteAnswer, faultReassignAnswer, faultReportAnswer, faultUnitsAnswer } from '@app/shared/contracts/faults';
import { answers } from '@app/shared/contracts/envelope';
import { faultRejectBody, faultReportBody, formatMoney, idParams } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller.ts';
import { traceReplay, type RevealTracer } from '../credentials/index.ts';
import type { FaultService } from './fault-service.ts';

const unitsBody = z.strictObject({ q: z.string({ error: 'La búsqueda debe ser texto' }).trim().max(100, 'La búsqueda admite máximo 100 caracteres').optional() });
const faultyBody = z.strictObject({ reason: z.string({ error: 'El motivo debe ser texto' }).trim().max(500, 'El motivo admite máximo 500 caracteres').optional() });

/**
 * Fault reports' own calls (the generic engine serves their list, detail, export and logs). A replacement's
 * credentials leave a trace like a purchase's: delivered by a reassignment (`deliver`), read again on the report
 * (`reveal`).
 */
export function faultRoutes(root: FastifyInstance, faults: FaultService, trace: { reveal: RevealTracer; deliver: RevealTracer }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['report-fault-account'];
  const base = '/api/v1/admin/report-fault-account';

  app.post(base, {
    schema: { tags, body: faultReportBody, response: answers({ 201: faultReportAnswer }) },
    config: { permission: 'report-fault-account.create', idempotent: true },
  }, async (req, reply) => {
    const item = await faults.file(callerOf(req.auth), req.body);
    return reply.status(201).send({ item, msg: `Reporte de falla #${item.id} enviado: el personal lo revisará y te avisaremos.` });
  });

  // the report form's picker: only units the buyer (the caller's subtree; anyone's for staff) owns
  app.post(`${base}/units`, {
    schema: { tags, body: unitsBody, response: answers({ 200: faultUnitsAnswer }) },
    config: { permission: 'report-fault-account.create' },
  }, async (req) => ({ items: await faults.units(callerOf(req.auth), req.body.q) }));

  app.get(`${base}/:id/quote`, {
    schema: { tags, params: idParams, response: answers({ 200: faultQuoteAnswer }) },
    config: { permission: 'report-fault-account.get' },
  }, async (req) => ({ item: await faults.quote(callerOf(req.auth), req.params.id) }));

  app.get(`${base}/:id/delivery`, {
    schema: { tags, params: idParams, response: answers({ 200: faultDeliveryAnswer }) },
    config: { permission: 'report-fault-account.get' },
  }, async (req) => {
    const items = await faults.delivery(callerOf(req.auth), req.params.id);
    await trace.reveal(req, 'fault-report', items);
    return { items };
  });

  app.post(`${base}/:id/reassign`, {
    schema: { tags, params: idParams, body: z.strictObject({}).optional(), response: answers({ 200: faultReassignAnswer }) },
    config: { permission: 'report-fault-account.reasing', idempotent: true, replayed: traceReplay(trace.deliver, 'fault-replacement') },
  }, async (req) => {
    const resolved = await faults.reassign(callerOf(req.auth), req.params.id);
    await trace.deliver(req, 'fault-replacement', resolved.items);
    return { ...resolved, msg: 'Reporte resuelto: se entregó una unidad de reemplazo al comprador.' };
  });

  app.post(`${base}/:id/refund`, {
    schema: { tags, params: idParams, body: z.strictObject({}).optional(), response: answers({ 200: faultReportAnswer }) },
    config: { permission: 'report-fault-account.refund', idempotent: true },
  }, async (req) => {
    const item = await faults.refund(callerOf(req.auth), req.params.id);
    return { item, msg: `Reporte resuelto: se reembolsaron ${formatMoney(item.refund_amount ?? 0)} al comprador.` };
  });

  app.post(`${base}/:id/reject`, {
    schema: { tags, params: idParams, body: faultRejectBody, response: answers({ 200: faultReportAnswer }) },
    config: { permission: 'report-fault-account.reject', idempotent: true },
  }, async (req) => {
    const item = await faults.reject(callerOf(req.auth), req.params.id, req.body);
    return { item, msg: item.penalty_amount ? `Reporte rechazado: se cobró una penalidad de ${formatMoney(item.penalty_amount)}.` : 'Reporte rechazado.' };
  });

  // staff mark a whole account faulty and reassign every unit of it a buyer owns, in one action
  app.post('/api/v1/admin/digital-account/:id/faulty', {
    schema: { tags: ['digital-account', ...tags], params: idParams, body: faultyBody.optional(), response: answers({ 200: accountFaultyAnswer }) },
    config: { permission: 'report-fault-account.reasing', idempotent: true, replayed: traceReplay(trace.deliver, 'fault-replacement') },
  }, async (req) => {
    const { account, results } = await faults.markAccountFaulty(callerOf(req.auth), req.params.id, req.body?.reason || null);
    await trace.deliver(req, 'fault-replacement', results.flatMap((r) => (r.delivered ? [r.delivered] : [])));
    const moved = results.filter((r) => r.delivered).length;
    const waiting = results.length - moved;
    const msg = !results.length ? `Cuenta ${account.login} marcada con falla: no tenía unidades vendidas.`
      : `Cuenta ${account.login} marcada con falla: ${moved} de ${results.length} unidades reasignadas${waiting ? `; ${waiting} quedan en espera de inventario` : ''}.`;
    return {
      msg, reassigned: moved, waiting,
      items: results.map((r) => ({ report: r.report, delivered: r.delivered })),
    };
  });
}
