import { consignmentActionAnswer } from '@app/shared/contracts/consignments';
import { answers } from '@app/shared/contracts/envelope';
import { idParams, type Permission } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSIGNMENT_KINDS } from './consignment-kinds.ts';
import type { ConsignmentAction, ConsignmentService } from './consignment-service.ts';

const actionBody = z.strictObject({
  /** A listed reason or a free note (the web's note dialog sends one text). */
  reason: z.string({ error: 'El motivo debe ser texto' }).max(500, 'El motivo admite máximo 500 caracteres').optional(),
  /** Optional note added to a listed reason. */
  note: z.string({ error: 'La nota debe ser texto' }).max(1000, 'La nota admite máximo 1000 caracteres').optional(),
});

const ACTIONS: ConsignmentAction[] = ['finalize', 'reject', 'reverse'];

/**
 * `POST /api/v1/admin/{consignments|consignments-company}/{id}/{finalize|reject|reverse}`: the transitions
 * (records, lists and the report form are the generic engine's). Money-moving, so Idempotency-Key is honoured.
 */
export function consignmentRoutes(root: FastifyInstance, service: ConsignmentService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  for (const kind of CONSIGNMENT_KINDS) {
    for (const action of ACTIONS) {
      app.post(`/api/v1/admin/${kind.def.name}/:id/${action}`, {
        schema: { tags: [kind.def.name], params: idParams, body: actionBody.optional(), response: answers({ 200: consignmentActionAnswer }) },
        config: { permission: `${kind.def.permission}.${action}` as Permission, idempotent: true },
      }, async (req) => {
        const { item, balance, msg } = await service.act(req.auth, kind, req.params.id, action, req.body ?? {});
        // the receipt image stays out of the answer (and of the stored idempotent reply): the record has it
        const { receipt, ...rest } = item;
        return { item: { ...rest, has_receipt: Boolean(receipt) }, balance, msg };
      });
    }
  }
}
