import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { replicaPoolOf } from '../../db/connection-roles.ts';
import { currentSupervisor } from '../../db/postgres-supervisor.ts';

/** Routes whose 2xx answer is one sale (the web's direct purchase and the reseller APIs' orders). */
const SALE_ROUTES = new Set(['POST /api/v1/purchase', 'POST /api/v1/reseller/orders']);

export type AppMetrics = ReturnType<typeof appMetrics>;

/**
 * One registry per app (tests build several apps in one process): request rate and latency per route, the
 * connection pool's use, the job queue's depth by queue and state, and sales per company. Per process: Prometheus
 * sums the API processes it scrapes.
 */
export function appMetrics(pool: pg.Pool) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Peticiones atendidas por ruta y código', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'Duración de las peticiones por ruta', labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry],
  });
  const sales = new Counter({ name: 'sales_total', help: 'Compras realizadas por empresa (este proceso)', labelNames: ['company_id'], registers: [registry] });
  new Gauge({
    name: 'db_pool_connections', help: 'Conexiones del pool de PostgreSQL por estado', labelNames: ['state'], registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  // reports, the dashboard and exports read the replica when DATABASE_REPLICA_URL is set: how much they use it
  const replica = replicaPoolOf(pool);
  if (replica) {
    const reads = new Counter({ name: 'db_replica_checkouts_total', help: 'Conexiones tomadas del pool de la réplica (lecturas de reportes, inicio y exportaciones)', registers: [registry] });
    replica.on('acquire', () => reads.inc());
    new Gauge({
      name: 'db_replica_pool_connections', help: 'Conexiones del pool de la réplica por estado', labelNames: ['state'], registers: [registry],
      collect() {
        this.set({ state: 'total' }, replica.totalCount);
        this.set({ state: 'idle' }, replica.idleCount);
        this.set({ state: 'waiting' }, replica.waitingCount);
      },
    });
  }
  // the embedded PostgreSQL this process keeps running (none with DATABASE_URL): how often it had to start it again
  new Counter({
    name: 'embedded_postgres_restarts_total', help: 'Veces que la aplicación arrancó de nuevo su PostgreSQL embebido tras detenerse solo', registers: [registry],
    collect() {
      const s = currentSupervisor()?.status();
      this.reset();
      if (s) this.inc(s.restarts);
    },
  });
  new Gauge({
    name: 'embedded_postgres_failed_starts', help: 'Intentos seguidos de arrancar el PostgreSQL embebido que fallaron (0 cuando está en marcha)', registers: [registry],
    collect() {
      this.set(currentSupervisor()?.status().failedAttempts ?? 0);
    },
  });
  new Gauge({
    name: 'job_queue_depth', help: 'Trabajos de la cola por cola y estado (pendientes, reintentos, en curso)', labelNames: ['queue', 'state'], registers: [registry],
    async collect() {
      this.reset();
      try {
        const { rows } = await pool.query(`SELECT name, state::text, count(*)::int AS n FROM pgboss.job
          WHERE state IN ('created', 'retry', 'active') GROUP BY 1, 2`);
        for (const r of rows as { name: string; state: string; n: number }[]) this.set({ queue: r.name, state: r.state }, r.n);
      } catch {
        // the queue's schema is not there yet, or the database is away: the gauge stays empty for this scrape
      }
    },
  });

  /** Root-level hooks (through fastify-plugin): every route of the app is measured. */
  const plugin = fp(async (app: FastifyInstance) => {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'sin-ruta';
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status: String(status) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (status >= 200 && status < 300 && SALE_ROUTES.has(`${request.method} ${route}`) && request.auth && reply.getHeader('idempotent-replayed') === undefined) {
        sales.inc({ company_id: String(request.auth.tenant.id) });
      }
    });
  });

  return { registry, plugin };
}
