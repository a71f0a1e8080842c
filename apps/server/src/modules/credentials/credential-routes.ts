import {
  createShareAnswer, createShareBody, credentialViewsAnswer, credentialViewsQuery, revealAnswer, revealBody, revokeShareAnswer, shareTokenParams,
} from '@app/shared/contracts/credentials';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requestOrigin } from '../../lib/public-url.ts';
import type { RevealService } from './reveal-service.ts';
import { sharePage } from './share-page.ts';
import type { ShareService } from './share-service.ts';
import { viewHistory } from './view-history.ts';

/** One unit's reveal, share links (create, revoke, the public page) and a unit's view history. */
export function credentialRoutes(root: FastifyInstance, db: Db, shares: ShareService, reveals: RevealService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['credentials'];

  app.post('/api/v1/credentials/reveal', {
    schema: {
      tags, summary: 'Muestra la contraseña y el PIN de una unidad y registra la vista (quién, cuándo, desde qué pantalla)',
      body: revealBody, response: answers({ 200: revealAnswer }),
    },
    config: { permission: 'profiles.list' },
  }, async (req) => ({ unit: await reveals.reveal(req.auth, req.ip ?? null, req.body) }));

  app.post('/api/v1/credentials/share', {
    schema: { tags, summary: 'Crea un enlace que muestra las credenciales de una unidad (vence y se revoca)', body: createShareBody, response: answers({ 201: createShareAnswer }) },
    config: { permission: 'profiles.list' },
  }, async (req, reply) => reply.status(201).send({ ...(await shares.create(req.auth, req.body, requestOrigin(req))), msg: 'Enlace creado: cópialo ahora, no se volverá a mostrar.' }));

  app.delete('/api/v1/credentials/share/:token', {
    schema: { tags, summary: 'Revoca un enlace para compartir credenciales', params: shareTokenParams, response: answers({ 200: revokeShareAnswer }) },
    config: { permission: 'profiles.list' },
  }, async (req) => ({ share: await shares.revoke(req.auth, req.params.token), msg: 'Enlace revocado: ya no muestra las credenciales.' }));

  app.get('/api/v1/credentials/views', {
    schema: { tags, summary: 'Quién vio las credenciales de una unidad, cuándo y desde dónde', querystring: credentialViewsQuery, response: answers({ 200: credentialViewsAnswer }) },
    config: { permission: 'digital-account.get' },
  }, async (req) => ({ items: await viewHistory(db, req.auth, req.query) }));

  // the public page: no session (outside /api), never cached, never sends the address on to another site
  app.get('/s/:token', { schema: { hide: true }, config: { auth: false } }, async (req, reply) => {
    const { token } = req.params as { token: string };
    const { status, html } = sharePage(await shares.open(token, req.ip ?? null));
    return reply.status(status).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(html);
  });
}
