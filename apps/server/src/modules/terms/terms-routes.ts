import { termsAnswer } from '@app/shared/contracts/terms';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import { TERMS_DOCUMENT } from './terms-document.ts';

export function termsRoutes(app: FastifyInstance) {
  app.get('/api/v1/terms-and-conditions', { schema: { tags: ['users'], response: answers({ 200: termsAnswer }) } }, async () => ({ item: { blocks: TERMS_DOCUMENT } }));
}
