import type { FastifyRequest } from 'fastify';

/** Calls one key (or one signed-in user) may make per second on the reseller API, shared by every API process. */
export const RESELLER_CALLS_PER_SECOND = 10;

/**
 * The rate limit of a reseller route (@fastify/rate-limit, counted in PostgreSQL: plugins/rate-limit-store.ts): by key, else by user, else by
 * address. Over it: 429 with `Retry-After`. `hook` is where it counts: after the sign-in that names the key.
 */
export const perKeyLimit = (hook: 'onRequest' | 'preHandler' = 'onRequest') => ({
  max: RESELLER_CALLS_PER_SECOND,
  timeWindow: 1000,
  hook,
  keyGenerator: (req: FastifyRequest) => (req.auth?.apiKey ? `key:${req.auth.apiKey.id}` : req.auth ? `user:${req.auth.user.id}` : `ip:${req.ip}`),
});
