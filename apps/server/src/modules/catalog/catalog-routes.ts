import { catalogConfigAnswer, catalogPreviewAnswer, catalogSaveAnswer } from '@app/shared/contracts/catalog';
import { answers } from '@app/shared/contracts/envelope';
import { catalogParams, catalogSaveBody } from '@app/shared/store/catalog';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogService } from './catalog-service.ts';

/**
 * Spec §7 catalog calls. A catalog's id is its seller's user id; the seller edits its own, staff any seller's of
 * the company (the service answers 404 otherwise). Guarded by the same permission as the seller's prices.
 */
export function catalogRoutes(root: FastifyInstance, catalog: CatalogService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];
  const config = { permission: 'distribuitors.prices' } as const;

  app.get('/api/v1/catalog/:id/config-products', { schema: { tags, params: catalogParams, response: answers({ 200: catalogConfigAnswer }) }, config },
    async (req) => catalog.config(req.auth, req.params.id));

  app.post('/api/v1/catalog/:id/config-products', { schema: { tags, params: catalogParams, body: catalogSaveBody, response: answers({ 200: catalogSaveAnswer }) }, config },
    async (req) => {
      const result = await catalog.save(req.auth, req.params.id, req.body.products);
      const n = result.products.length;
      return { ...result, msg: `Catálogo guardado: ${n === 1 ? '1 producto marcado' : `${n} productos marcados`}.` };
    });

  app.get('/api/v1/catalog/:id/preview', { schema: { tags, params: catalogParams, response: answers({ 200: catalogPreviewAnswer }) }, config },
    async (req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(await catalog.preview(req.auth, req.params.id)));
}
