import { answers, eventStream } from '@app/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { AuthContext } from '../plugins/auth.ts';

/**
 * The one live stream of a signed-in tab (DESIGN.md "one SSE stream per tab carrying every event kind"). Modules
 * add sources — the balance module says `balance`, the notifications module says `notification` — and the stream
 * route writes what every source sends, so a tab holds one connection whatever it follows.
 */

/** Who reads a stream: the session, and the tab's own token (`?tab=`), which subscribe-topic may have named. */
export interface LiveViewer {
  auth: AuthContext;
  tab: string | null;
}

/** Writes one event (`event: <name>` with JSON data) to the viewer's stream. */
export type LiveSend = (event: string, data?: unknown) => void;

/** Starts following something for a viewer; answers how to stop. */
export type LiveSource = (viewer: LiveViewer, send: LiveSend) => (() => void) | Promise<() => void>;

// per app, keyed by the object every module of that app shares (its database handle)
const registry = new WeakMap<object, LiveSource[]>();

export function addLiveSource(owner: object, source: LiveSource): void {
  const sources = registry.get(owner) ?? [];
  sources.push(source);
  registry.set(owner, sources);
}

/** Comments keep idle proxies from closing the stream. */
const PING_MS = 25_000;

/** Longest tab token accepted on the stream (the same bound as subscribe-topic's). */
const TAB_MAX = 512;

/**
 * Mounts the stream at each path: a server-sent event stream that never ends by itself. The reply is written raw
 * (hijacked), so no compression or buffering layer of the app touches it: every event leaves at once.
 */
export function liveStreamRoutes(app: FastifyInstance, owner: object, paths: { path: string; summary: string }[]) {
  const open = new Set<ServerResponse>();
  // a server shutting down ends the streams, or they would hold it open
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });

  for (const { path, summary } of paths) {
    app.get(path, { schema: { tags: ['events'], summary, response: answers({ 200: eventStream }) } }, async (req, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      let closed = false;
      const stops: (() => void)[] = [];
      const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
      open.add(res);
      req.raw.on('close', () => {
        closed = true;
        clearInterval(ping);
        for (const stop of stops.splice(0)) stop();
        open.delete(res);
      });
      const send: LiveSend = (event, data = {}) => {
        if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const tabParam = (req.query as Record<string, unknown> | undefined)?.tab;
      const tab = typeof tabParam === 'string' && tabParam.length > 0 && tabParam.length <= TAB_MAX ? tabParam : null;
      const viewer: LiveViewer = { auth: req.auth, tab };
      for (const source of registry.get(owner) ?? []) {
        try {
          const stop = await source(viewer, send);
          if (closed) stop();
          else stops.push(stop);
        } catch (err) {
          req.log.warn({ err }, 'evento en vivo: una fuente no pudo empezar');
        }
      }
      if (!closed) res.write(': conectado\n\n');
    });
  }
}
