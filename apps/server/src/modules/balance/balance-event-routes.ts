import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { BalanceEvents } from './balance-events.ts';

/** Comments keep idle proxies from closing the stream. */
const PING_MS = 25_000;

/**
 * The signed-in user's live balance (spec §2 sidebar: "reflects each change at once"): a server-sent event
 * stream that says `balance` after every committed change of the user's balance, whoever made it and in
 * whichever API process; the web then reads its profile again. Nothing else travels on it.
 */
export function balanceEventRoutes(app: FastifyInstance, events: BalanceEvents) {
  const open = new Set<ServerResponse>();
  // a server shutting down ends the streams, or they would hold it open
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  app.get('/api/v1/balance/events', {
    schema: { tags: ['balance'], summary: 'Avisos en vivo (text/event-stream) de cada cambio del saldo del usuario' },
  }, (req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(': conectado\n\n');
    const unwatch = events.watch({ type: 'user', id: req.auth.user.id }, () => res.write('event: balance\ndata: {}\n\n'));
    const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
    open.add(res);
    req.raw.on('close', () => {
      clearInterval(ping);
      unwatch();
      open.delete(res);
    });
  });
}
