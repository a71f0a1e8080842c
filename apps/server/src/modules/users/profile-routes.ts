import { profileAnswer } from '@app/shared/contracts/users';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProfileService } from './profile-service.ts';

const body = z.strictObject({
  name: z.string({ error: 'El nombre es obligatorio' }).trim().min(3, 'El nombre debe tener al menos 3 caracteres').max(120).optional(),
  email: z.union([z.literal(''), z.string().trim().email('El correo no es válido').max(160)]).nullable().optional(),
  phone: z.string().trim().max(10, 'El celular admite máximo 10 dígitos').nullable().optional(),
  notification_preference: z.string().max(20).nullable().optional(),
});

/** Any signed-in user reads and edits its own profile: no permission beyond being signed in. */
export function profileRoutes(root: FastifyInstance, profiles: ProfileService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get('/api/v1/admin/profile', { schema: { tags: ['profile'], response: answers({ 200: profileAnswer }) } }, async (req) => ({ profile: await profiles.get(req.auth) }));
  app.put('/api/v1/admin/profile', { schema: { tags: ['profile'], body, response: answers({ 200: profileAnswer }) } },
    async (req) => ({ profile: await profiles.update(req.auth, req.body), msg: 'Perfil actualizado correctamente.' }));
}
