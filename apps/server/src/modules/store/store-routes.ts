import { storeImageAnswer, storeListingAnswer } from '@app/shared/contracts/store';
import { answers } from '@app/shared/contracts/envelope';
import { recordIdText } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { withNotFoundTitle, withStoreMeta } from './store-page-meta.ts';
import { publicBaseUrl, requestOrigin, withPublicUrlMeta } from '../../lib/public-url.ts';
import type { Config } from '../../config.ts';
import { storeNotFound, type StoreImage, type StoreService } from './store-service.ts';

const codeParams = z.object({ codeuser: z.string().max(60, 'El código del vendedor es demasiado largo') });
const imageParams = codeParams.extend({ id: recordIdText('El producto') });

const sendImage = (reply: FastifyReply, image: StoreImage | null) => {
  if (!image) throw storeNotFound();
  return reply.type(image.type).header('cache-control', 'public, max-age=300').send(image.body);
};

/**
 * The public store (no session: `auth: false`). The API answers the listing; the page routes answer the app's
 * index.html with the seller's title and preview tags, and HTTP 404 for an unknown or inactive code.
 */
export function storeRoutes(root: FastifyInstance, store: StoreService, config: Pick<Config, 'webDist' | 'publicUrl' | 'port'>) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['store'];
  const open = { auth: false } as const;

  app.get('/api/v1/store/:codeuser', { schema: { tags, params: codeParams, response: answers({ 200: storeListingAnswer }) }, config: open },
    async (req) => store.listing(req.params.codeuser));

  app.get('/api/v1/store/:codeuser/logo', { schema: { tags, params: codeParams, response: answers({ 200: storeImageAnswer }) }, config: open },
    async (req, reply) => sendImage(reply, await store.logo(req.params.codeuser)));

  app.get('/api/v1/store/:codeuser/image/:id', { schema: { tags, params: imageParams, response: answers({ 200: storeImageAnswer }) }, config: open },
    async (req, reply) => sendImage(reply, await store.productImage(req.params.codeuser, req.params.id)));

  const indexHtml = join(config.webDist, 'index.html');
  const page = async (req: FastifyRequest<{ Params: { codeuser: string } }>, reply: FastifyReply) => {
    const html = existsSync(indexHtml)
      ? readFileSync(indexHtml, 'utf8')
      : '<!doctype html><html lang="es"><head><title>Tienda</title></head><body><p>La aplicación web no está compilada: ejecuta npm run build.</p></body></html>';
    reply.type('text/html; charset=utf-8');
    try {
      const listing = await store.listing(req.params.codeuser);
      const base = publicBaseUrl(config.publicUrl, requestOrigin(req), config.port);
      return reply.send(withPublicUrlMeta(withStoreMeta(html, listing, base), base));
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return reply.status(404).send(withNotFoundTitle(html));
      throw err;
    }
  };
  const pageOptions = { schema: { hide: true }, config: open };
  app.get('/store/:codeuser', pageOptions, page);
  app.get('/store/:codeuser/*', pageOptions, page);
}
