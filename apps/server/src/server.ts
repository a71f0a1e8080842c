import { loadConfig } from './config.ts';
import { connect, runMigrations } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { announceSupervisor } from './db/postgres-supervisor.ts';
import { surviveLostConnections } from './db/lost-connection-guard.ts';
import { buildApp } from './app.ts';
import { explainStartupFailure, startupStep } from './lib/startup-error.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.ts';

const log = (msg: string) => console.log(`[servidor] ${msg}`);

async function main() {
  surviveLostConnections((msg) => console.warn(`[db] ${msg}`));
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startupStep(`arrancar PostgreSQL embebido en ${config.dataDir}/pg`, () => startEmbeddedPostgres(config.dataDir, log, { durable: config.embeddedDurable }));
    // over its Unix socket: the database is this process's own, on this machine
    url = embedded.localUrl;
    // this process started it, so this process keeps it running: /health/ready and /metrics report on it
    announceSupervisor(embedded.supervisor);
    log(`PostgreSQL embebido en ${config.dataDir}/pg`);
  } else {
    log('Usando la base de datos de DATABASE_URL');
  }
  const database = connect(url, 20, { directUrl: config.databaseDirectUrl, replicaUrl: config.databaseReplicaUrl });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;

  // One shutdown for a signal and for a failed start alike, in dependency order: the app first (its jobs and
  // listeners hold pool clients, and the pool's end waits for them), then the pool, then PostgreSQL.
  let closing: Promise<boolean> | null = null;
  const close = () => (closing ??= (async () => {
    let ok = true;
    const attempt = async (work: () => Promise<unknown> | undefined) => {
      try {
        await work();
      } catch (err) {
        ok = false;
        console.error(err);
      }
    };
    await attempt(() => app?.close());
    await attempt(() => database.close());
    await attempt(() => embedded?.stop());
    return ok;
  })());
  const stop = async (signal: string) => {
    if (closing) return;
    log(`Recibida ${signal}: deteniendo…`);
    const ok = await close();
    if (ok) log('Detenido correctamente.');
    process.exit(ok ? 0 : 1);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await startupStep('aplicar las migraciones de la base de datos', () => runMigrations(database.db));
    const seeded = await startupStep('cargar los datos iniciales', () => seedIfEmpty(database.db, config.seedDemo));
    log(seeded === 'seeded' ? 'Base de datos nueva: datos iniciales cargados.' : 'Base de datos existente: se conservan sus datos.');
    app = await startupStep('preparar la aplicación', () => buildApp(config, database.db));
    await startupStep(`escuchar en el puerto ${config.port}`, () => app!.listen({ port: config.port, host: config.host }));
  } catch (err) {
    await close();
    throw err;
  }

  const base = `http://localhost:${config.port}`;
  log(`Listo en ${base}  (API: ${base}/api, documentación: ${base}/api/docs)`);
  if (config.seedDemo) {
    log(`Usuarios de demostración (contraseña ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => `${u.username} (${u.rol})`).join(', ')}`);
  }
}

main().catch((err) => {
  for (const line of explainStartupFailure(err).split('\n')) console.error(`[servidor] ${line}`);
  process.exit(1);
});
