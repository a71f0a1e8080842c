import type { FastifyInstance } from 'fastify';
import { addLiveSource, liveStreamRoutes } from '../../lib/live-stream.ts';
import type { BalanceEvents } from './balance-events.ts';

/**
 * The signed-in user's live stream (spec §2 sidebar: "reflects each change at once"): it says `balance` after every
 * committed change of the user's balance, whoever made it and in whichever API process; the web then reads its
 * profile again. Other modules add their own kinds to the same stream (lib/live-stream.ts), so one connection per
 * tab carries them all: `GET /api/v1/events`, also answered at its first address `GET /api/v1/balance/events`.
 */
export function balanceEventRoutes(app: FastifyInstance, owner: object, events: BalanceEvents) {
  addLiveSource(owner, ({ auth }, send) => events.watch({ type: 'user', id: auth.user.id }, () => send('balance')));
  liveStreamRoutes(app, owner, [
    { path: '/api/v1/events', summary: 'Eventos en vivo del usuario (text/event-stream): saldo, notificaciones' },
    { path: '/api/v1/balance/events', summary: 'Los mismos eventos en vivo, en su dirección original' },
  ]);
}
