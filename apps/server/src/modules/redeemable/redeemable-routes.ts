import { batchCreatedAnswer, batchExportAnswer, batchesAnswer, codeAnswer, codeInFullAnswer, codeSoldAnswer, codesAnswer, heldCodesAnswer, redeemAnswer, sellersAnswer, vendorPaymentAnswer } from '@app/shared/contracts/redeemable';
import { answers } from '@app/shared/contracts/envelope';
import {
  batchNumber, formatMoney, idParams, listRequest, recordId, redeemableAssignBody, redeemableAssignManyBody, redeemableBatchBody, redeemableBatchExportBody,
  redeemableSellBody, REDEEMABLE_STATES, redeemBody, vendorPaymentBody,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagination } from '../../engine/list-query.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { callerOf } from '../../lib/caller.ts';
import { requestOrigin } from '../../lib/public-url.ts';
import { reasonBody } from '@app/shared/contracts/common';
import type { CodeService } from './code-service.ts';
import { batchSheet } from './redeemable-export.ts';
import type { RedeemService } from './redeem-service.ts';
import type { SellerService } from './seller-service.ts';

const money = (cents: number) => formatMoney(cents, { decimals: 0 });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The caller as the code screens need it: who, where, the company's name and the origin the request came to (the
 * link's address unless PUBLIC_URL is set) for the buyer's message.
 */
const codeCaller = (req: { auth: AuthContext; protocol: string; host: string }) =>
  ({ ...callerOf(req.auth), companyName: req.auth.tenant.name as string, origin: requestOrigin(req) });

const heldBody = listRequest(z.strictObject({
  seller_id: recordId('El vendedor').optional().nullable(),
  batch: batchNumber().optional().nullable(),
  state: z.enum(REDEEMABLE_STATES.map((s) => s.value) as [string, ...string[]], { error: 'El estado no es válido' }).optional().nullable(),
  q: z.string({ error: 'La búsqueda debe ser texto' }).trim().max(100, 'La búsqueda admite máximo 100 caracteres').optional().nullable(),
}));

const sellersBody = z.strictObject({
  data: z.strictObject({
    q: z.string({ error: 'La búsqueda debe ser texto' }).trim().max(100, 'La búsqueda admite máximo 100 caracteres').optional().nullable(),
    seller_id: recordId('El vendedor').optional().nullable(),
  }).optional(),
});

/**
 * Redeemable balance calls (DOMAIN.md "Redeemable balance"; the generic engine serves the code list, its detail, the
 * redeemed report `redeemable-balance-redeem` and its export, and the sellers' movements). Money-moving calls
 * (sell, payment, redeem) honour Idempotency-Key.
 */
export function redeemableRoutes(root: FastifyInstance, s: { codes: CodeService; sellers: SellerService; redeem: RedeemService }) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['redeemable-balance'];
  const base = '/api/v1/admin/redeemable-balance';

  // not an Idempotency-Key route: its answer is the codes in full, and kept replies are stored as they are; codes are
  // not money until sold, so a repeated batch only adds codes that can be annulled
  app.post(`${base}/batch`, {
    schema: { tags, body: redeemableBatchBody, response: answers({ 201: batchCreatedAnswer }) },
    config: { permission: 'redeemable-balance.create' },
  }, async (req, reply) => {
    const { batch, items } = await s.codes.createBatch(callerOf(req.auth), req.body);
    return reply.status(201).send({
      batch, items,
      msg: `Lote ${batch}: se ${items.length === 1 ? 'creó 1 código' : `crearon ${items.length} códigos`} de ${money(req.body.value)}. Guárdalos ahora: después solo se muestran enmascarados, salvo al vendedor que los tenga.`,
    });
  });

  app.post(`${base}/assign`, {
    schema: { tags, body: redeemableAssignManyBody, response: answers({ 200: codesAnswer }) },
    config: { permission: 'redeemable-balance.assign', idempotent: true },
  }, async (req) => {
    const b = req.body;
    const { seller, items } = b.ids
      ? await s.codes.assign(callerOf(req.auth), b.ids, b.seller_id)
      : await s.codes.assignQuantity(callerOf(req.auth), b.quantity!, b.seller_id, b.batch);
    return { items, msg: `${plural(items.length, 'código asignado', 'códigos asignados')} a ${seller.name}.` };
  });

  app.post(`${base}/:id/assign`, {
    schema: { tags, params: idParams, body: redeemableAssignBody, response: answers({ 200: codeAnswer }) },
    config: { permission: 'redeemable-balance.assign', idempotent: true },
  }, async (req) => {
    const { seller, items } = await s.codes.assign(callerOf(req.auth), [req.params.id], req.body.seller_id);
    return { item: items[0], msg: `Código asignado a ${seller.name}.` };
  });

  app.post(`${base}/:id/sell`, {
    schema: { tags, params: idParams, body: redeemableSellBody.optional(), response: answers({ 200: codeSoldAnswer }) },
    config: { permission: 'redeemable-balance.sell', idempotent: true },
  }, async (req) => {
    const { item, debt, balance } = await s.codes.sell(callerOf(req.auth), req.params.id, req.body ?? {});
    return { item, debt, balance, msg: `Código vendido. Se suman ${money(debt)} a lo que el vendedor debe a la empresa (total ${money(balance)}).` };
  });

  app.get(`${base}/:id/code`, {
    schema: { tags, params: idParams, response: answers({ 200: codeInFullAnswer }) },
    config: { permission: 'redeemable-balance.sell' },
  }, async (req) => s.codes.code(codeCaller(req), req.params.id));

  app.post(`${base}/:id/annul`, {
    schema: { tags, params: idParams, body: reasonBody, response: answers({ 200: codeAnswer }) },
    config: { permission: 'redeemable-balance.annul', idempotent: true },
  }, async (req) => ({ item: await s.codes.annul(callerOf(req.auth), req.params.id, req.body), msg: 'Código anulado: ya no se puede vender ni redimir.' }));

  app.post(`${base}/held/list`, {
    schema: { tags, body: heldBody, response: answers({ 200: heldCodesAnswer }) },
    config: { permission: 'redeemable-balance.sell' },
  }, async (req) => {
    const d = req.body.data ?? {};
    return s.codes.held(codeCaller(req), { sellerId: d.seller_id, batch: d.batch, state: d.state, q: d.q }, pagination(req.body._paginate));
  });

  app.get(`${base}/batches`, {
    schema: { tags, response: answers({ 200: batchesAnswer }) },
    config: { permission: 'redeemable-balance.list' },
  }, async (req) => ({ items: await s.codes.batches(callerOf(req.auth)) }));

  app.post(`${base}/batch-export`, {
    schema: { tags, body: redeemableBatchExportBody, response: answers({ 200: batchExportAnswer }) },
    config: { permission: 'redeemable-balance.list' },
  }, async (req, reply) => {
    const rows = await s.codes.batchRows(codeCaller(req), req.body.batch);
    reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    reply.header('content-disposition', `attachment; filename="lote-${req.body.batch}.xlsx"`);
    return reply.send(batchSheet(req.body.batch, rows));
  });

  app.post(`${base}/sellers/list`, {
    schema: { tags, body: sellersBody.optional(), response: answers({ 200: sellersAnswer }) },
    config: { permission: 'redeemable-vendor-balance-movement.list' },
  }, async (req) => {
    const items = await s.sellers.list(callerOf(req.auth), req.body?.data ?? {});
    return { items, total: items.length };
  });

  app.post(`${base}/sellers/:id/payment`, {
    schema: { tags, params: idParams, body: vendorPaymentBody, response: answers({ 200: vendorPaymentAnswer }) },
    config: { permission: 'redeemable-vendor-balance-movement.create', idempotent: true },
  }, async (req) => {
    const { item, balance } = await s.sellers.recordPayment(callerOf(req.auth), req.params.id, req.body);
    return { item, balance, msg: `Pago de ${money(req.body.amount)} registrado. Saldo pendiente del vendedor: ${money(balance)}.` };
  });

  // any signed-in user redeems into its own balance, among its own company's codes
  app.post('/api/v1/redeemable-balance/redeem', {
    schema: { tags, body: redeemBody, response: answers({ 200: redeemAnswer }) },
    config: { permission: 'redeemable-balance.redeem', idempotent: true },
  }, async (req) => {
    const { amount, balance, code, id } = await s.redeem.redeem({ companyId: req.auth.user.company_id, user: req.auth.actor as { id: number; name: string } }, req.body.code);
    return { amount, balance, code, id, msg: `Código redimido: se acreditaron ${money(amount)} a tu saldo.` };
  });
}
