import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerResponse } from 'node:http';

/**
 * helmet's security headers, worked out once: @fastify/helmet builds helmet's middleware again on every request
 * (its CSP parsing included), a few percent of an ordinary call's CPU. The options are static (no per-request CSP
 * nonce), so every answer gets the same headers; they are set on the raw response, as helmet sets them, so the
 * replies a route writes itself (the live event stream) carry them too.
 */
export function securityHeaders(options: HelmetOptions): [string, string | number | readonly string[]][] {
  const headers = new Map<string, string | number | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, () => {});
  return [...headers];
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}, { name: 'security-headers' });
