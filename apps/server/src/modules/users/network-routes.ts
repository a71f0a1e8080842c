import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { NetworkService } from './network-service.ts';

const flag = z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1');
const treeQuery = z.object({
  root: z.coerce.number().int().positive({ error: 'El nodo raíz debe ser un id válido' }).optional(),
  clients: flag,
});
const listBody = z.strictObject({
  data: z.strictObject({ root: z.number().int().positive().optional(), clients: z.boolean().optional() }).optional(),
  _paginate: z.unknown().optional(),
  _order: z.unknown().optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive({ error: 'El id debe ser un número positivo' }) });

export function networkRoutes(root: FastifyInstance, network: NetworkService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['distribuitors-net'];
  const config = { permission: 'distribuitors.list' as const };

  app.get('/api/v1/admin/distribuitors-net/tree', { schema: { tags, querystring: treeQuery }, config },
    async (req) => network.tree(req.auth, req.query));

  app.post('/api/v1/admin/distribuitors-net/list', { schema: { tags, body: listBody }, config },
    async (req) => network.list(req.auth, req.body.data ?? {}));

  app.get('/api/v1/admin/distribuitors-net/:id', { schema: { tags, params: idParams, querystring: z.object({ clients: flag }) }, config },
    async (req) => {
      const item = await network.node(req.auth, req.params.id, req.query.clients);
      if (!item) throw notFound('El distribuidor no existe.');
      return { item };
    });
}
