import { answers } from '@app/shared/contracts/envelope';
import {
  apiKeyListAnswer, apiKeyListQuery, apiKeyRevokeAnswer, createApiKeyAnswer, createApiKeyBody,
} from '@app/shared/contracts/api-keys';
import { idParams } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiKeyService } from './api-key-service.ts';

/** The owner's (or staff's) management of API keys, from a web session only. */
export function apiKeyRoutes(root: FastifyInstance, keys: ApiKeyService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];

  app.post('/api/v1/api-keys', {
    schema: { tags, summary: 'Crea una clave de API (el secreto se muestra una sola vez)', body: createApiKeyBody, response: answers({ 201: createApiKeyAnswer }) },
  }, async (req, reply) => {
    const created = await keys.create(req.auth, req.body);
    return reply.status(201).send({ ...created, msg: 'Clave creada: copia el secreto ahora, no se volverá a mostrar.' });
  });

  app.get('/api/v1/api-keys', {
    schema: { tags, summary: 'Claves de API del usuario', querystring: apiKeyListQuery, response: answers({ 200: apiKeyListAnswer }) },
  }, async (req) => ({ items: await keys.list(req.auth, req.query.user_id) }));

  app.delete('/api/v1/api-keys/:id', {
    schema: { tags, summary: 'Revoca una clave de API', params: idParams, response: answers({ 200: apiKeyRevokeAnswer }) },
  }, async (req) => ({ key: await keys.revoke(req.auth, req.params.id), msg: 'Clave revocada: deja de funcionar de inmediato.' }));
}
