import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './server-process.ts';

/** Debian's nginx (`.ci/run` installs nginx-light); the test that needs it skips, saying so, where it is missing. */
export const NGINX = '/usr/sbin/nginx';
export const nginxMissing = (): string | null =>
  existsSync(NGINX) ? null : `${NGINX} no está instalado (paquete nginx-light de Debian): se omite la prueba del proxy inverso`;

/** The proxy's site as shipped to production (deploy/compose.yaml mounts it). */
const SITE = resolve(import.meta.dirname, '../../../deploy/proxy/nginx.conf');

/** Replaces `pattern` in the shipped site, failing loudly when the file no longer has it (the test would test nothing). */
function swap(text: string, pattern: RegExp, by: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/proxy/nginx.conf ya no tiene ${pattern}: actualice nginx-helpers.ts`);
  return text.replace(pattern, by);
}

/**
 * nginx in the foreground with the shipped site: its one change is where things are (the upstream's servers are
 * these loopback ports instead of Docker's `api:3000`, and it listens on a free loopback port), so what is tested
 * is the production file's buffering, timeouts, headers, retries and denials.
 */
export async function startNginx(upstreams: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));
  const port = await freePort();
  let site = readFileSync(SITE, 'utf8');
  site = swap(site, /^\s*server api:3000 ([^;]*);$/m, upstreams.map((u) => `  server ${new URL(u).host} $1;`).join('\n'));
  site = swap(site, /^\s*listen 80;$/m, `  listen 127.0.0.1:${port};`);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, [
    // as root nginx would hand its workers to "nobody", who cannot write this folder
    process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
    'worker_processes 1;',
    `error_log ${join(dir, 'error.log')} warn;`,
    `pid ${join(dir, 'nginx.pid')};`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t === 'body' ? 'client_body' : t}_temp_path ${join(dir, t)};`),
    site,
    '}',
  ].join('\n'));
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (c: Buffer) => { output += c.toString(); });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx terminó al arrancar: ${output}${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    if (await fetch(`${base}/api/health`).then(() => true, () => false)) break;
    if (Date.now() > until) throw new Error(`nginx no respondió: ${output}`);
    await sleep(100);
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((ok) => child.once('exit', ok));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
