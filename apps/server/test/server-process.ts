import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/**
 * A real API process (`apps/server/src/server.ts`) on a free loopback port, for the tests that need several
 * processes on one database (two processes, PgBouncer): started with `env` over this process's own, ready once it
 * prints "Listo en".
 */
const repoRoot = resolve(import.meta.dirname, '../../..');

export interface ServerProcess { base: string; child: ChildProcess }

export const freePort = () => new Promise<number>((ok) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => ok(port));
  });
});

export async function startServerProcess(env: Record<string, string>, dataDir: string, startTimeoutMs: number): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start: ${out}`)), startTimeoutMs);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Listo en')) { clearTimeout(timer); ok(); }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => { clearTimeout(timer); fail(new Error(`server exited ${code}: ${out}`)); });
  });
  child.removeAllListeners('exit');
  return { base: `http://127.0.0.1:${port}`, child };
}

/** Ends the process with SIGTERM and waits for it (at once when it has already ended). */
export const stopServerProcess = (s: ServerProcess) => new Promise<void>((ok) => {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return ok();
  s.child.once('exit', () => ok());
  s.child.kill('SIGTERM');
});
