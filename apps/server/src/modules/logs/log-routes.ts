import { logListAnswer } from '@app/shared/contracts/logs';
import { answers } from '@app/shared/contracts/envelope';
import { listRequest, recordIdLoose } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { logService } from './log-service.ts';

// the list contract of every list (shared validation/list-request.ts): `_order` in any of its three forms
const body = listRequest(z.strictObject({
  object_id: recordIdLoose('El registro').optional(),
  object_type: z.string().max(80).optional(),
  user_name: z.string().max(120).optional(),
}));

export function logRoutes(root: FastifyInstance, db: Db) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // the engine is mounted after this module: look its resources up when a request comes
  const logs = logService(db, (name) => root.resourceService(name));
  app.post('/api/v1/admin/logs/list', { schema: { tags: ['logs'], body, response: answers({ 200: logListAnswer }) } }, async (req) => {
    const page = req.body._paginate?.page ?? 1;
    const size = req.body._paginate?.max_rows ?? 1000;
    return logs.list(req.auth, req.body.data ?? {}, page, size, req.body._order);
  });
}
