import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from './server-process.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Debian's PgBouncer (`.ci/run` installs it); the tests that need it skip, saying so, where it is missing. */
export const PGBOUNCER = '/usr/sbin/pgbouncer';
export const pgbouncerMissing = (): string | null =>
  existsSync(PGBOUNCER) ? null : `${PGBOUNCER} no está instalado (paquete pgbouncer de Debian): se omite la prueba a través de PgBouncer`;

/** PgBouncer refuses to run as root: as root it runs as the 'postgres' user (the one the embedded PostgreSQL uses). */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * PgBouncer in transaction pooling mode in front of the PostgreSQL of `serverUrl` (every database of it), on a
 * port of its own. Answers the address of `database` through it, and its admin console's SHOW output.
 */
export async function startPgBouncer(serverUrl: string) {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o644 });
  writeFileSync(ini, [
    '[databases]',
    `* = host=${server.hostname} port=${server.port || 5432}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = md5',
    `auth_file = ${join(dir, 'userlist.txt')}`,
    `admin_users = ${user}`,
    'pool_mode = transaction',
    'max_client_conn = 500',
    'default_pool_size = 10',
    'ignore_startup_parameters = extra_float_digits,options',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
    `pidfile = ${join(dir, 'pgbouncer.pid')}`,
    '',
  ].join('\n'), { mode: 0o644 });
  const child: ChildProcess = spawn(PGBOUNCER, [ini], { stdio: ['ignore', 'pipe', 'pipe'], ...(runAs() ?? {}) });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => { out += c.toString(); });
  child.stderr!.on('data', (c: Buffer) => { out += c.toString(); });
  const log = () => out + (existsSync(join(dir, 'pgbouncer.log')) ? readFileSync(join(dir, 'pgbouncer.log'), 'utf8') : '');
  const urlOf = (database: string) => `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

  // up once it answers a query on its admin console
  const admin = async <T>(query: string): Promise<T[]> => {
    const c = new pg.Client({ connectionString: urlOf('pgbouncer') });
    await c.connect();
    try {
      return (await c.query(query)).rows as T[];
    } finally {
      await c.end();
    }
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited ${child.exitCode}: ${log()}`);
    if (await admin('SHOW VERSION').then(() => true, () => false)) break;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not start: ${log()}`);
    await sleep(100);
  }

  return {
    urlOf,
    /** Rows of an admin console command (SHOW STATS, SHOW POOLS, ...). */
    admin,
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
