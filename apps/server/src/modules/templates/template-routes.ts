import { placeholdersAnswer, templatePreviewAnswer } from '@app/shared/contracts/templates';
import { answers } from '@app/shared/contracts/envelope';
import { idParams, TEMPLATE_PLACEHOLDERS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TemplateService } from './template-service.ts';

const previewBody = z.strictObject({
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]), { error: 'Los valores deben ser un objeto' }).optional(),
});

export function templateRoutes(root: FastifyInstance, templates: TemplateService) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/v1/admin/template/placeholders', { schema: { tags: ['template'], response: answers({ 200: placeholdersAnswer }) }, config: { permission: 'template.list' } },
    async () => ({ items: TEMPLATE_PLACEHOLDERS }));

  app.post('/api/v1/admin/template/:id/preview', {
    schema: { tags: ['template'], params: idParams, body: previewBody.optional(), response: answers({ 200: templatePreviewAnswer }) }, config: { permission: 'template.get' },
  }, async (req) => ({ item: await templates.previewTemplate(req.auth, req.params.id, req.body?.values) }));

  app.post('/api/v1/admin/template-company/:id/preview', {
    schema: { tags: ['template-company'], params: idParams, body: previewBody.optional(), response: answers({ 200: templatePreviewAnswer }) }, config: { permission: 'template-company.get' },
  }, async (req) => ({ item: await templates.previewCompanyTemplate(req.auth, req.params.id, req.body?.values) }));
}
