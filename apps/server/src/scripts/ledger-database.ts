import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirOf } from '../config.ts';
import { connect, type Db } from '../db/client.ts';
import { embeddedDatabaseDir, runningEmbeddedPostgres, startEmbeddedPostgres } from '../db/embedded.ts';
import { StartupError } from '../lib/startup-error.ts';

export interface CheckedDatabase {
  db: Db;
  /** Which database this is, for the report's first line. */
  where: string;
  close: () => Promise<void>;
}

/**
 * The database the server would use, reached the way it reaches it: DATABASE_URL, else the embedded cluster of
 * DATA_DIR — the running app's own PostgreSQL when the app holds the folder (read through its postmaster.pid,
 * without stopping it), or started just for the check and stopped after it.
 */
export async function openCheckedDatabase(env: NodeJS.ProcessEnv, log: (msg: string) => void): Promise<CheckedDatabase> {
  if (env.DATABASE_URL) {
    const database = connect(env.DATABASE_URL, 2);
    return { db: database.db, where: 'base de datos de DATABASE_URL', close: database.close };
  }
  const dataDir = dataDirOf(env);
  const databaseDir = embeddedDatabaseDir(dataDir);
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    throw new StartupError(`No hay base de datos en ${databaseDir}.`, 'Arranque la aplicación una vez (npm start), o indique la base con DATA_DIR o DATABASE_URL.');
  }
  const running = runningEmbeddedPostgres(dataDir);
  if (running) {
    if (!running.url) {
      throw new StartupError(
        `La aplicación (pid ${running.owner}) usa ${dataDir}, pero su PostgreSQL no está listo (está arrancando o deteniéndose).`,
        'Vuelva a intentarlo en unos segundos.',
      );
    }
    log(`La aplicación (pid ${running.owner}) está usando ${dataDir}: se revisa su PostgreSQL sin detenerla.`);
    const database = connect(running.url, 2);
    return { db: database.db, where: `PostgreSQL embebido en ${databaseDir}, de la aplicación en marcha`, close: database.close };
  }
  const embedded = await startEmbeddedPostgres(dataDir, log);
  const database = connect(embedded.url, 2);
  return {
    db: database.db,
    where: `PostgreSQL embebido en ${databaseDir}, arrancado para esta revisión`,
    close: async () => {
      await database.close();
      await embedded.stop();
    },
  };
}
