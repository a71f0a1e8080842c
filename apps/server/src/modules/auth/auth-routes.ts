import { loginAnswer, logoutAnswer, menuAnswer, sessionInfoAnswer } from '@app/shared/contracts/auth';
import { answers } from '@app/shared/contracts/envelope';
import { buildMenu, type Permission } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthService } from './auth-service.ts';
import { sessionPayload } from './session.ts';

const loginBody = z.strictObject({
  username: z.string({ error: 'El usuario es obligatorio' }).trim().min(1, 'El usuario es obligatorio').max(120),
  password: z.string({ error: 'La contraseña es obligatoria' }).min(1, 'La contraseña es obligatoria').max(200),
});

export function authRoutes(root: FastifyInstance, db: Db, auth: AuthService) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/login', { schema: { tags: ['auth'], body: loginBody, response: answers({ 200: loginAnswer }) }, config: { auth: false } },
    async (req) => auth.login(req.body.username, req.body.password, req.ip));

  // no body to read: a client may send none or `{}`
  app.post('/api/v1/auth/logout', { schema: { tags: ['auth'], response: answers({ 200: logoutAnswer }) } }, async (req) => {
    await auth.logout(req.auth, req.ip);
    // a token rotated for this request would belong to the session just ended
    req.rotatedToken = null;
    return { msg: 'Sesión cerrada.' };
  });

  app.post('/api/v1/auth/info', { schema: { tags: ['auth'], body: z.object({ menu: z.unknown().optional() }).optional(), response: answers({ 200: sessionInfoAnswer }) } },
    async (req) => sessionPayload(db, req.auth.user, req.auth.tenant));

  app.get('/api/auth/get-menu/main', { schema: { tags: ['auth'], response: answers({ 200: menuAnswer }) } },
    async (req) => ({ menu: buildMenu(req.auth.user.rol, (p: Permission) => req.auth.can(p)) }));
}
