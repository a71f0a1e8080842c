import { loadConfig } from './config.ts';
import { connect, runMigrations } from './db/client.ts';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.ts';

const log = (msg: string) => console.log(`[servidor] ${msg}`);

async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    url = embedded.url;
    log(`PostgreSQL embebido en ${config.dataDir}/pg`);
  } else {
    log('Usando la base de datos de DATABASE_URL');
  }
  const database = connect(url);
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`Recibida ${signal}: deteniendo…`);
    try {
      await app?.close();
      await database.close();
      await embedded?.stop();
      log('Detenido correctamente.');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await runMigrations(database.db);
    const seeded = await seedIfEmpty(database.db, config.seedDemo);
    log(seeded === 'seeded' ? 'Base de datos nueva: datos iniciales cargados.' : 'Base de datos existente: se conservan sus datos.');
    app = await buildApp(config, database.db);
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }

  const base = `http://localhost:${config.port}`;
  log(`Listo en ${base}  (API: ${base}/api, documentación: ${base}/api/docs)`);
  if (config.seedDemo) {
    log(`Usuarios de demostración (contraseña ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => `${u.username} (${u.rol})`).join(', ')}`);
  }
}

main().catch((err) => {
  if (err instanceof DataDirInUseError) console.error(`[servidor] ${err.message}`);
  else console.error('[servidor] No se pudo iniciar:', err);
  process.exit(1);
});
