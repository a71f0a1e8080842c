import { passwordChangedAnswer, pendingDistributorsAnswer, registeredAnswer, userRolesAnswer } from '@app/shared/contracts/users';
import { answers, messageAnswer } from '@app/shared/contracts/envelope';
import { idParams, listRequest, recordId } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountService } from './account-service.ts';
import { requestOrigin } from '../../lib/public-url.ts';

const password = z.string({ error: 'La contraseña es obligatoria' }).max(200);

export function userRoutes(root: FastifyInstance, accounts: AccountService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  app.post('/api/v1/user/:id', { schema: { tags, params: idParams, body: z.strictObject({ password }), response: answers({ 200: passwordChangedAnswer }) } }, async (req) => {
    const { msg, session } = await accounts.changePassword(req.auth, req.params.id, req.body.password);
    // the change ended every session of the user; one who changed its own stays signed in with a fresh token
    return { msg, ...(session ? { token: root.signSession(session) } : {}) };
  });

  app.post('/api/v1/accept-terms', { schema: { tags, body: z.object({}).passthrough().optional(), response: answers({ 200: messageAnswer }) } }, async (req) => {
    await accounts.acceptTerms(req.auth);
    return { msg: 'Términos y condiciones aceptados.' };
  });

  app.post('/api/auth/recover', {
    schema: { tags, body: z.strictObject({ username: z.string({ error: 'El usuario o correo es obligatorio' }).trim().min(1, 'El usuario o correo es obligatorio').max(120) }), response: answers({ 200: messageAnswer }) },
    config: { auth: false, rateLimit: { max: 5, timeWindow: '1 minute' } },
  }, async (req) => {
    await accounts.requestReset(req.body.username, requestOrigin(req));
    return { msg: 'Si el usuario existe y tiene un correo registrado, te enviamos un enlace para crear una nueva contraseña.' };
  });

  app.post('/api/auth/reset', {
    schema: { tags, body: z.strictObject({ token: z.string().min(10, 'El enlace no es válido').max(200), password }), response: answers({ 200: messageAnswer }) },
    config: { auth: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
  }, async (req) => ({ msg: await accounts.resetPassword(req.body.token, req.body.password) }));

  app.post('/api/auth/register-distributor', {
    schema: {
      tags,
      body: z.strictObject({
        seller_code: z.string({ error: 'El código de vendedor es obligatorio' }).trim().min(1, 'El código de vendedor es obligatorio').max(40),
        name: z.string({ error: 'El nombre es obligatorio' }).trim().min(3, 'El nombre debe tener al menos 3 caracteres').max(120),
        username: z.string({ error: 'El usuario es obligatorio' }).trim()
          .regex(/^[A-Za-z0-9._-]{4,40}$/, 'El usuario debe tener entre 4 y 40 letras, números, punto, guion o guion bajo'),
        email: z.string({ error: 'El correo es obligatorio' }).trim().email('El correo no es válido').max(160),
        phone: z.string({ error: 'El celular es obligatorio' }).regex(/^\d{7,10}$/, 'El celular debe tener entre 7 y 10 dígitos'),
        password,
        data_policy: z.literal(true, { error: 'Debes autorizar el tratamiento de datos personales' }),
      }),
      response: answers({ 201: registeredAnswer }),
    },
    config: { auth: false, rateLimit: { max: 10, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    const user = await accounts.registerDistributor(req.body);
    return reply.status(201).send({
      item: { id: user.id, username: user.username, name: user.name, active: user.active },
      msg: 'Registro recibido. Un administrador activará tu cuenta pronto.',
    });
  });

  // pending registrations are listed oldest first: `_order` is accepted in any form and not applied
  const listBody = listRequest(z.strictObject({ q: z.string().max(255).optional() }));
  app.post('/api/v1/admin/pending-distributors/list', { schema: { tags, body: listBody, response: answers({ 200: pendingDistributorsAnswer }) }, config: { permission: 'user.activate' } },
    async (req) => accounts.listPending(req.auth, req.body._paginate?.page ?? 1, req.body._paginate?.max_rows ?? 25, req.body.data?.q));

  app.post('/api/v1/admin/user/:id/activate', { schema: { tags, params: idParams, response: answers({ 200: messageAnswer }) }, config: { permission: 'user.activate' } },
    async (req) => {
      await accounts.activate(req.auth, req.params.id);
      return { msg: 'Usuario activado correctamente.' };
    });

  app.get('/api/v1/auth/roles-by-user/:id', { schema: { tags, params: idParams, response: answers({ 200: userRolesAnswer }) }, config: { permission: 'user.get' } },
    async (req) => ({ roles: await accounts.rolesOf(req.auth, req.params.id) }));

  app.post('/api/v1/auth/roles-by-user/:id', {
    schema: { tags, params: idParams, body: z.strictObject({ roles: z.array(recordId('El grupo'), { error: 'Los grupos deben ser una lista de ids' }).max(500, 'Admite máximo 500 grupos') }), response: answers({ 200: userRolesAnswer }) },
    config: { permission: 'user.update' },
  }, async (req) => ({ roles: await accounts.setRoles(req.auth, req.params.id, req.body.roles), msg: 'Grupos guardados correctamente.' }));
}
