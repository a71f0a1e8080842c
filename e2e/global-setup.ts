import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server of the worker running this file (e2e/support/worker-server.ts picks it from baseUrls). */
    baseUrl: string;
    /** One server per worker, in worker order: worker n (VITEST_POOL_ID) uses baseUrls[n - 1]. */
    baseUrls: string[];
  }
}

const repoRoot = resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`El servidor no respondió en ${START_TIMEOUT_MS / 1000} s:\n${log()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGINT');
  });
}

/** Starts one real server on its own data folder (so its own embedded PostgreSQL and demo data). */
async function startServer(dataDir: string, webDist: string, started: ChildProcess[]): Promise<string> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: webDist,
      SEED_DEMO: process.env.SEED_DEMO ?? 'true', LOG_LEVEL: 'warn',
      // its database is thrown away with the run: nothing waits for the disk
      EMBEDDED_PG_DURABLE: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/api/health`, child, () => output);
  return baseUrl;
}

/**
 * How many servers this run needs: one per worker, but no more than the browser files selected (a developer running
 * one file gets one server).
 */
function serverCount(project: TestProject): number {
  // vitest sets maxWorkers to 1 when file parallelism is off
  const workers = project.config.maxWorkers ?? 1;
  const e2eDir = import.meta.dirname + sep;
  const files = project.vitest.state.getPaths().filter((path) => path.startsWith(e2eDir)).length;
  return Math.max(1, Math.min(workers, files || workers));
}

/**
 * Starts the real servers (each on an embedded PostgreSQL in its own temporary folder, demo data seeded) against
 * the already built web app, one per worker: two journeys running at once never share a database, so one cannot
 * see or change what the other set up. Hands their addresses to the journeys and stops them when they are done.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Falta apps/web/dist: ejecuta "npm run build" (npm run test:e2e lo hace) antes de los e2e.');
  }
  const root = await mkdtemp(join(tmpdir(), 'e2e-web-'));
  // run as root, PostgreSQL drops to a 'postgres' user that must be able to walk into the data folders below
  await chmod(root, 0o755);
  // a private copy of the built app: a rebuild running meanwhile (another test run, a developer) empties
  // apps/web/dist and would pull pages out from under the journeys. The servers only read it, so they share it.
  const webDist = join(root, 'web');
  await cp(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });

  const started: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map(stop));
    await rm(root, { recursive: true, force: true });
  };
  let baseUrls: string[];
  try {
    baseUrls = await Promise.all(Array.from({ length: serverCount(project) }, async (_, i) => {
      const serverDir = join(root, `server-${i + 1}`);
      await mkdir(serverDir, { mode: 0o755 });
      await chmod(serverDir, 0o755);
      return startServer(join(serverDir, 'data'), webDist, started);
    }));
  } catch (err) {
    await stopAll();
    throw err;
  }
  project.provide('baseUrls', baseUrls);
  project.provide('baseUrl', baseUrls[0]);
  return stopAll;
}
