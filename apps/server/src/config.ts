import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** External PostgreSQL; when unset an embedded server runs in `${dataDir}/pg`. */
  databaseUrl: string | null;
  /** A direct PostgreSQL address for LISTEN and session locks when DATABASE_URL goes through PgBouncer (db/connection-roles.ts). */
  databaseDirectUrl: string | null;
  /** A streaming replica that reports, the dashboard and exports read (db/connection-roles.ts). */
  databaseReplicaUrl: string | null;
  /** EMBEDDED_PG_DURABLE=false: the embedded PostgreSQL never waits for the disk (throwaway test databases only). */
  embeddedDurable: boolean;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  /** PUBLIC_URL: the address every link the product writes starts with; unset, each request's origin (lib/public-url.ts). */
  publicUrl: string | null;
  webDist: string;
  logLevel: string;
  /** Notifications (modules/notifications): Telegram's Bot API address and the first retry delay of a delivery. */
  notifications: { telegramApiUrl: string; retrySeconds: number };
  /** The job queue (modules/jobs): JOBS_SCHEDULES=false turns off schedules (tests); JOBS_POLL_SECONDS. */
  jobs: { schedules: boolean; pollSeconds: number };
  /** Webhook deliveries (modules/webhooks): first retry after WEBHOOK_RETRY_SECONDS, doubling, for WEBHOOK_RETRY_HOURS. */
  webhooks: { firstRetrySeconds: number; windowHours: number };
  /** Operations (modules/operations): the token /metrics asks for (METRICS_TOKEN; empty = /metrics is off). */
  operations: { metricsToken: string | null };
  /** Whose X-Forwarded-For is believed (TRUST_PROXY, Fastify's trustProxy): see trustProxyOf. */
  trustProxy: boolean | string;
}

/**
 * The client's address decides the sign-in throttle, an API key's allow-list and the trace of a credential view, so
 * X-Forwarded-For is believed only from a proxy named here: by default one on this machine (loopback); a client
 * that reaches the app directly cannot claim another address. Behind a proxy on another host, TRUST_PROXY names it
 * (addresses, CIDR ranges or Fastify's names such as `uniquelocal`, comma-separated), or `true` for any.
 */
export function trustProxyOf(value: string | undefined): boolean | string {
  const v = value?.trim();
  if (!v) return 'loopback';
  if (v === 'true') return true;
  if (v === 'false') return false;
  return v;
}

const repoRoot = resolve(import.meta.dirname, '../../..');

/** A JWT secret that survives restarts without being committed: generated once into the data folder. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The data folder (DATA_DIR, by default ./data of the repository), without creating anything in it. */
export const dataDirOf = (env: NodeJS.ProcessEnv = process.env) => resolve(env.DATA_DIR ?? join(repoRoot, 'data'));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = dataDirOf(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || null,
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || null,
    embeddedDurable: env.EMBEDDED_PG_DURABLE !== 'false',
    dataDir,
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'no-responder@cuentas.local',
    seedDemo: env.SEED_DEMO !== 'false',
    publicUrl: env.PUBLIC_URL || null,
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'warn',
    notifications: {
      // tests point it at a local server speaking the Bot API
      telegramApiUrl: env.TELEGRAM_API_URL || 'https://api.telegram.org',
      retrySeconds: Math.max(1, Number(env.NOTIFICATION_RETRY_SECONDS) || 30),
    },
    jobs: {
      schedules: env.JOBS_SCHEDULES !== 'false',
      // pg-boss polls no faster than every half second
      pollSeconds: Math.max(0.5, Number(env.JOBS_POLL_SECONDS) || 2),
    },
    webhooks: {
      firstRetrySeconds: Math.max(1, Number(env.WEBHOOK_RETRY_SECONDS) || 10),
      windowHours: Math.max(0.01, Number(env.WEBHOOK_RETRY_HOURS) || 24),
    },
    operations: { metricsToken: env.METRICS_TOKEN || null },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
  };
}
