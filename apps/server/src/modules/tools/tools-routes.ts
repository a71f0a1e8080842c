import { toolsAnswer } from '@app/shared/contracts/tools';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ToolsService } from './tools-service.ts';

export function toolsRoutes(app: FastifyInstance, tools: ToolsService) {
  // no permission: the page only shows the company's public links and rates
  app.get('/api/v1/admin/tools-app', { schema: { tags: ['tools-app'], response: answers({ 200: toolsAnswer }) } }, async (req) => tools.overview(req.auth));
}
