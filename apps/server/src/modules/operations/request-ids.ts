import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';

/** Header that carries a request's id in and out (a proxy's own id is kept when it sends one). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Fastify's options: take the caller's id when it is sane, else a UUID; the JSON log lines carry it as `reqId`. */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (req: { headers: Record<string, string | string[] | undefined> }) => {
    const given = req.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && /^[A-Za-z0-9._:-]{1,128}$/.test(given) ? given : randomUUID();
  },
};

/** Every answer names its request, so an operator finds its log lines from a client's report. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
