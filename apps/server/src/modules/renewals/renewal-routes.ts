import { bulkRenewalAnswer, renewalTicketAnswer } from '@app/shared/contracts/renewals';
import { answers } from '@app/shared/contracts/envelope';
import { formatDate, idParams, recordId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../lib/caller.ts';
import { reasonBody } from '@app/shared/contracts/common';
import type { RequestOutcome } from './renewal-request.ts';
import { MAX_BULK_RENEWALS, type RenewalService } from './renewal-service.ts';

const emptyBody = z.strictObject({});
const closeBody = z.strictObject({ reason: z.string().trim().max(500).optional() });
const requestBody = z.strictObject({ profile_id: recordId('El perfil') });
const bulkBody = z.strictObject({
  ids: z.array(recordId('El ticket'), { error: 'Elige los tickets que quieres renovar' })
    .min(1, 'Elige al menos un ticket').max(MAX_BULK_RENEWALS, `Puedes renovar hasta ${MAX_BULK_RENEWALS} tickets a la vez`),
});

/** What a renewal request answers, by the ticket's state and how the request ended. */
function requestMessage(status: unknown, outcome: RequestOutcome): string {
  if (status === 'to_be_approved') {
    return outcome === 'created'
      ? 'Renovación anticipada solicitada: queda por aprobar y no se cobró nada hasta que el personal la apruebe.'
      : 'Esta unidad ya tiene una renovación anticipada por aprobar.';
  }
  if (outcome === 'due') return 'La unidad ya está en el plazo de renovación: la solicitud anticipada quedó por renovar.';
  return outcome === 'created' ? 'Renovación solicitada: el ticket quedó por renovar.' : 'Ya existe un ticket por renovar para esta unidad.';
}

/** The renewal transitions (the generic engine serves the ticket lists, detail, export and logs). */
export function renewalRoutes(root: FastifyInstance, renewals: RenewalService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['renovation-ticket'];
  const base = '/api/v1/admin/renovation-ticket';

  // one rule behind both doors (`request` is the older path outside callers use, `request-early` the back office's):
  // outside the notice window the ticket waits for approval and nothing is charged
  for (const path of [`${base}/request`, `${base}/request-early`]) {
    app.post(path, {
      schema: {
        tags, body: requestBody, response: answers({ 200: renewalTicketAnswer, 201: renewalTicketAnswer }),
        summary: 'Pide la renovación de una unidad: fuera del plazo de aviso queda por aprobar y no se cobra nada; dentro, queda por renovar',
      },
      config: { permission: 'renovation-ticket.create', idempotent: true },
    }, async (req, reply) => {
      const { item, outcome } = await renewals.request(callerOf(req.auth), req.body.profile_id);
      return reply.status(outcome === 'created' ? 201 : 200).send({ item, msg: requestMessage(item.renovation_ticket_status, outcome) });
    });
  }

  app.post(`${base}/renew-bulk`, {
    schema: { tags, body: bulkBody, response: answers({ 200: bulkRenewalAnswer }) },
    config: { permission: 'renovation-ticket.renew', idempotent: true },
  }, async (req) => {
    const results = await renewals.renewMany(callerOf(req.auth), req.body.ids);
    const done = results.filter((r) => r.ok).length;
    const all = done === results.length;
    const msg = all ? (done === 1 ? 'Se renovó 1 ticket.' : `Se renovaron ${done} tickets.`)
      : `Se renovaron ${done} de ${results.length} tickets; revisa los que no se pudieron renovar.`;
    return { items: results, msg };
  });

  app.post(`${base}/:id/renew`, {
    schema: { tags, params: idParams, body: reasonBody.optional(), response: answers({ 200: renewalTicketAnswer }) },
    config: { permission: 'renovation-ticket.renew', idempotent: true },
  }, async (req) => {
    const item = await renewals.renew(callerOf(req.auth), req.params.id);
    return { item, msg: `Renovación realizada: la cuenta vence ahora el ${formatDate(item.renewed_until as string)}.` };
  });

  app.post(`${base}/:id/finalize`, {
    schema: { tags, params: idParams, body: emptyBody.optional(), response: answers({ 200: renewalTicketAnswer }) },
    config: { permission: 'renovation-ticket.finalize', idempotent: true },
  }, async (req) => {
    const item = await renewals.approve(callerOf(req.auth), req.params.id);
    return { item, msg: `Renovación anticipada aprobada y cobrada: la cuenta vence ahora el ${formatDate(item.renewed_until as string)}.` };
  });

  app.post(`${base}/:id/open`, {
    schema: { tags, params: idParams, body: reasonBody, response: answers({ 200: renewalTicketAnswer }) },
    config: { permission: 'renovation-ticket.open', idempotent: true },
  }, async (req) => ({ item: await renewals.reopen(callerOf(req.auth), req.params.id, req.body), msg: 'Ticket reabierto para gestión manual.' }));

  app.post(`${base}/:id/reject`, {
    schema: { tags, params: idParams, body: reasonBody, response: answers({ 200: renewalTicketAnswer }) },
    config: { permission: 'renovation-ticket.reject', idempotent: true },
  }, async (req) => ({ item: await renewals.reject(callerOf(req.auth), req.params.id, req.body), msg: 'Renovación rechazada.' }));

  app.post(`${base}/:id/close`, {
    schema: { tags, params: idParams, body: closeBody.optional(), response: answers({ 200: renewalTicketAnswer }) },
    config: { permission: 'renovation-ticket.close', idempotent: true },
  }, async (req) => ({ item: await renewals.close(callerOf(req.auth), req.params.id, req.body ?? {}), msg: 'Ticket de renovación cerrado.' }));

  app.post(`${base}/:id/annul`, {
    schema: { tags, params: idParams, body: reasonBody, response: answers({ 200: renewalTicketAnswer }) },
    config: { permission: 'renovation-ticket.annul', idempotent: true },
  }, async (req) => ({ item: await renewals.annul(callerOf(req.auth), req.params.id, req.body), msg: 'Renovación anulada: el saldo fue devuelto y la fecha restaurada.' }));
}
