import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** External PostgreSQL; when unset an embedded server runs in `${dataDir}/pg`. */
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  seedDemo: boolean;
  /** Public base address used in e-mailed links. */
  publicUrl: string;
  webDist: string;
  logLevel: string;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? join(repoRoot, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    jwtSecret: env.JWT_SECRET || loadOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'no-responder@cuentas.local',
    seedDemo: env.SEED_DEMO !== 'false',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'warn',
  };
}
