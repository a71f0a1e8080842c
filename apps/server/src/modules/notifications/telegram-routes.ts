import { telegramLinkAnswer } from '@app/shared/contracts/notifications';
import { answers } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { TelegramService } from './telegram-service.ts';

/** The signed-in user's own Telegram link (profile page): status, a one-time code, check now, unlink. */
export function telegramRoutes(app: FastifyInstance, telegram: TelegramService) {
  const schema = { tags: ['notifications'], response: answers({ 200: telegramLinkAnswer }) };
  app.get('/api/v1/telegram/link', { schema: { ...schema, summary: 'Estado del enlace con Telegram del usuario' } },
    async (req) => ({ telegram: await telegram.status(req.auth) }));

  app.post('/api/v1/telegram/link', { schema: { ...schema, summary: 'Genera un código de un solo uso para enviar al bot' } }, async (req) => {
    const status = await telegram.newCode(req.auth);
    const bot = status.bot_username ? ` @${status.bot_username}` : '';
    return { telegram: status, msg: `Envía el código ${status.code} al bot${bot} de Telegram en los próximos 30 minutos.` };
  });

  app.post('/api/v1/telegram/link/check', { schema: { ...schema, summary: 'Lee ya los mensajes del bot y dice si el enlace quedó confirmado' } }, async (req) => {
    const status = await telegram.check(req.auth);
    return {
      telegram: status,
      msg: status.validated ? 'Telegram vinculado: recibirás allí tus notificaciones.' : 'El bot aún no recibió tu código. Envíalo y vuelve a comprobar.',
    };
  });

  app.delete('/api/v1/telegram/link', { schema: { ...schema, summary: 'Desvincula el chat de Telegram del usuario' } },
    async (req) => ({ telegram: await telegram.unlink(req.auth), msg: 'Telegram desvinculado.' }));
}
