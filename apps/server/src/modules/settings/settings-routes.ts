import { settingsAnswer, settingsSavedAnswer } from '@app/shared/contracts/settings';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { settingsService } from './settings-service.ts';

export function settingsRoutes(root: FastifyInstance, settings: ReturnType<typeof settingsService>) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/v1/admin/settings', { schema: { tags: ['settings'], response: answers({ 200: settingsAnswer }) }, config: { permission: 'settings.list' } },
    async (req) => ({ items: await settings.list(req.auth) }));
  app.put('/api/v1/admin/settings', {
    schema: { tags: ['settings'], body: z.strictObject({ values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])) }), response: answers({ 200: settingsSavedAnswer }) },
    config: { permission: 'settings.update' },
  }, async (req) => ({ configuration: await settings.update(req.auth, req.body.values), msg: 'Configuración guardada correctamente.' }));
}
