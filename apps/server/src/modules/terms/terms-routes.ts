import type { FastifyInstance } from 'fastify';
import { TERMS_DOCUMENT } from './terms-document.ts';

export function termsRoutes(app: FastifyInstance) {
  app.get('/api/v1/terms-and-conditions', { schema: { tags: ['users'] } }, async () => ({ item: { blocks: TERMS_DOCUMENT } }));
}
