import { companyAnswer, companyLogoAnswer, companyRenameAnswer } from '@app/shared/contracts/company';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { companyService } from './company-service.ts';

export function companyRoutes(root: FastifyInstance, companies: ReturnType<typeof companyService>) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];
  app.get('/api/v1/admin/config/company', { schema: { tags, response: answers({ 200: companyAnswer }) }, config: { permission: 'company.get' } },
    async (req) => ({ item: companies.get(req.auth) }));
  app.put('/api/v1/admin/config/company', {
    schema: { tags, body: z.strictObject({ name: z.string({ error: 'El nombre es obligatorio' }).trim().min(2, 'El nombre debe tener al menos 2 caracteres').max(120) }), response: answers({ 200: companyRenameAnswer }) },
    config: { permission: 'company.update' },
  }, async (req) => {
    const c = await companies.rename(req.auth, req.body.name);
    return { item: { id: c.id, name: c.name, logo: c.logo }, msg: 'Empresa actualizada correctamente.' };
  });
  app.post('/api/v1/admin/config/company/logo', {
    schema: { tags, body: z.strictObject({ base64: z.string({ error: 'La imagen es obligatoria' }) }), response: answers({ 200: companyLogoAnswer }) },
    config: { permission: 'company.update' },
  }, async (req) => ({ image: await companies.setLogo(req.auth, req.body.base64) }));
}
