import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { defineModule, type AppModule } from '../app-module.ts';
import { readiness } from './health.ts';
import { appMetrics } from './metrics-registry.ts';
import { operationsRoutes } from './operations-routes.ts';
import { requestIdPlugin } from './request-ids.ts';

export { requestIdOptions, REQUEST_ID_HEADER } from './request-ids.ts';

/**
 * Operations: `/health/live`, `/health/ready` (database and migrations), Prometheus `/metrics` behind
 * METRICS_TOKEN, and request ids on every answer (`X-Request-Id`, also in each JSON log line). The measuring hooks
 * must see every route, so app.ts registers `observe` at the root before the modules; the routes are the module.
 */
export function operations(pool: pg.Pool): { observe: (app: FastifyInstance) => Promise<void>; module: AppModule } {
  const metrics = appMetrics(pool);
  return {
    async observe(app) {
      await app.register(requestIdPlugin);
      await app.register(metrics.plugin);
    },
    module: defineModule({
      name: 'operations',
      register(app, { config }) {
        operationsRoutes(app, { ready: readiness(pool), registry: metrics.registry, metricsToken: config.operations.metricsToken });
      },
    }),
  };
}
