import { networkAnswer, networkNodeAnswer, networkTreeAnswer } from '@app/shared/contracts/users';
import { answers } from '@app/shared/contracts/envelope';
import { idParams, listRequest, recordId, recordIdText } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { NetworkService } from './network-service.ts';

const flag = z.enum(['true', 'false', '1', '0']).optional().transform((v) => v === 'true' || v === '1');
const treeQuery = z.object({
  root: recordIdText('El nodo raíz').optional(),
  clients: flag,
});
// the network is a tree: `_paginate` and `_order` are accepted (any form) and not applied
const listBody = listRequest(z.strictObject({ root: recordId('El nodo raíz').optional(), clients: z.boolean().optional() }));

export function networkRoutes(root: FastifyInstance, network: NetworkService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['distribuitors-net'];
  const config = { permission: 'distribuitors.list' as const };

  app.get('/api/v1/admin/distribuitors-net/tree', { schema: { tags, querystring: treeQuery, response: answers({ 200: networkTreeAnswer }) }, config },
    async (req) => network.tree(req.auth, req.query));

  app.post('/api/v1/admin/distribuitors-net/list', { schema: { tags, body: listBody, response: answers({ 200: networkAnswer }) }, config },
    async (req) => network.list(req.auth, req.body.data ?? {}));

  app.get('/api/v1/admin/distribuitors-net/:id', { schema: { tags, params: idParams, querystring: z.object({ clients: flag }), response: answers({ 200: networkNodeAnswer }) }, config },
    async (req) => {
      const item = await network.node(req.auth, req.params.id, req.query.clients);
      if (!item) throw notFound('El distribuidor no existe.');
      return { item };
    });
}
