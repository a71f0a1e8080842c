import { markReadAnswer, notificationListAnswer, subscribeAnswer } from '@app/shared/contracts/notifications';
import { answers } from '@app/shared/contracts/envelope';
import { NOTIFICATION_TOPICS } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationService } from './notification-service.ts';

const TOPIC_TEXT = NOTIFICATION_TOPICS.map((t) => `'${t}'`).join(' o ');

const subscribeBody = z.strictObject({
  channels: z.array(z.enum(NOTIFICATION_TOPICS, { error: `Canal no válido: usa ${TOPIC_TEXT}` }), { error: `Indica los canales: una lista con ${TOPIC_TEXT}` })
    .min(1, 'Indica al menos un canal')
    .max(NOTIFICATION_TOPICS.length, `Solo existen ${NOTIFICATION_TOPICS.length} canales`)
    .refine((list) => new Set(list).size === list.length, { message: 'Los canales no se pueden repetir' }),
  token: z.string({ error: 'El token del dispositivo es obligatorio' })
    .min(8, 'El token del dispositivo debe tener al menos 8 caracteres')
    .max(512, 'El token del dispositivo admite máximo 512 caracteres')
    .regex(/^[\x21-\x7E]+$/, 'El token del dispositivo no puede tener espacios ni caracteres especiales'),
});

const listQuery = z.strictObject({
  limit: z.coerce.number({ error: 'El límite debe ser un número' }).int('El límite debe ser un número entero')
    .min(1, 'El límite mínimo es 1').max(100, 'El límite máximo es 100').default(30),
  before: z.coerce.number({ error: 'before debe ser un número' }).int('before debe ser un número entero').positive('before debe ser positivo').optional(),
});

const readBody = z.strictObject({
  ids: z.array(z.number({ error: 'Cada id debe ser un número' }).int('Cada id debe ser un número entero').positive('Cada id debe ser positivo'),
    { error: 'Indica los ids de las notificaciones leídas' })
    .min(1, 'Indica al menos una notificación').max(200, 'Máximo 200 notificaciones a la vez'),
});

/** The bell (spec §2 header) and spec §7 subscribe-topic: any signed-in user, on its own notifications only. */
export function notificationRoutes(root: FastifyInstance, service: NotificationService) {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/v1/subscribe-topic', {
    schema: { tags: ['notifications'], summary: 'Registra los temas (all, me) que escucha una pestaña o dispositivo', body: subscribeBody, response: answers({ 200: subscribeAnswer }) },
  }, async (req) => service.subscribe(req.auth, req.body));

  app.get('/api/v1/notifications', {
    schema: { tags: ['notifications'], summary: 'Notificaciones del usuario, las más nuevas primero, y cuántas no ha leído', querystring: listQuery, response: answers({ 200: notificationListAnswer }) },
  }, async (req) => service.list(req.auth, req.query));

  app.post('/api/v1/notifications/read', {
    schema: { tags: ['notifications'], summary: 'Marca como leídas notificaciones propias (las ajenas se ignoran)', body: readBody, response: answers({ 200: markReadAnswer }) },
  }, async (req) => {
    const result = await service.markRead(req.auth, req.body.ids);
    return { ...result, msg: result.marked === 1 ? 'Notificación marcada como leída.' : `${result.marked} notificaciones marcadas como leídas.` };
  });
}
