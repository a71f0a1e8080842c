import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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

/**
 * Starts the real server (embedded PostgreSQL in a fresh temporary folder, demo data seeded) against the
 * already built web app, hands its address to the journeys, and stops it when they are done.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Falta apps/web/dist: ejecuta "npm run build" (npm run test:e2e lo hace) antes de los e2e.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-web-'));
  // run as root, PostgreSQL drops to a 'postgres' user that must be able to walk into the data folder below
  await chmod(dataDir, 0o755);
  // a private copy of the built app: a rebuild running meanwhile (another test run, a developer) empties
  // apps/web/dist and would pull pages out from under the journeys
  const webDist = join(dataDir, 'web');
  await cp(join(repoRoot, 'apps/web/dist'), webDist, { recursive: true });
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data'), WEB_DIST: webDist,
      SEED_DEMO: process.env.SEED_DEMO ?? 'true', LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/api/health`, child, () => output);
  } catch (err) {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}
