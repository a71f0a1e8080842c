import { resourceByName, type Permission } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import { listLogs } from './log-repository.ts';

const body = z.strictObject({
  data: z.strictObject({
    object_id: z.coerce.number().int().positive().optional(),
    object_type: z.string().max(80).optional(),
    user_name: z.string().max(120).optional(),
  }).optional(),
  _paginate: z.strictObject({ page: z.number().int().min(1).optional(), max_rows: z.number().int().min(1).max(1000).optional() }).optional(),
  _order: z.unknown().optional(),
});

/** Permission to read a record's log follows permission to read the record itself. */
function mayRead(can: (p: Permission) => boolean, objectType?: string) {
  if (can('logs.list')) return true;
  const def = objectType ? resourceByName(objectType) : undefined;
  if (def) return can(`${def.permission}.get` as Permission);
  return false;
}

export function logRoutes(root: FastifyInstance, db: Db) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post('/api/v1/admin/logs/list', { schema: { tags: ['logs'], body } }, async (req) => {
    const data = req.body.data ?? {};
    if (!mayRead(req.auth.can, data.object_type)) throw forbidden();
    const page = req.body._paginate?.page ?? 1;
    const size = req.body._paginate?.max_rows ?? 1000;
    return listLogs(db, req.auth.tenant.id, data, page, size);
  });
}
