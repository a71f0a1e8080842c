import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESELLER_CALLS_PER_SECOND } from '../src/modules/reseller/reseller-rate-limit.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { cloneDatabase } from './helpers.ts';
import { startServerProcess, stopServerProcess, type ServerProcess } from './server-process.ts';

/**
 * Two API processes behind one proxy share each rate limit (counted in PostgreSQL, plugins/rate-limit-store.ts):
 * calls split over both count together, so the pair lets through the limit, not twice it.
 */

let a: ServerProcess;
let b: ServerProcess;
let drop: () => Promise<void>;
let dataDir: string;
beforeAll(async () => {
  const clone = await cloneDatabase();
  drop = clone.drop;
  dataDir = mkdtempSync(join(tmpdir(), 'two-process-limit-'));
  const env = { DATABASE_URL: clone.url, JWT_SECRET: 'two-process-limit-secret-0123456789', LOG_LEVEL: 'warn' };
  [a, b] = await Promise.all([startServerProcess(env, join(dataDir, 'a'), 60_000), startServerProcess(env, join(dataDir, 'b'), 60_000)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServerProcess));
  await drop?.();
  rmSync(dataDir, { recursive: true, force: true });
});

const send = async (server: ServerProcess, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(server.base + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() as any };
};

describe('two API processes share the rate limits', () => {
  it(`let one caller through ${RESELLER_CALLS_PER_SECOND} reseller calls a second in all: 20 at once over both, the rest 429`, async () => {
    const login = await send(a, 'POST', '/api/login', { username: 'distribuidor', password: DEMO_PASSWORD });
    const auth = { authorization: `Bearer ${login.body.token}` };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 ? b : a, 'GET', '/api/v1/reseller/balance', undefined, auth)));
    const passed = answers.filter((r) => r.status === 200);
    const limited = answers.filter((r) => r.status === 429);
    expect([passed.length, limited.length]).toEqual([RESELLER_CALLS_PER_SECOND, 20 - RESELLER_CALLS_PER_SECOND]);
    expect(limited[0].retryAfter).toBeDefined();
    expect(limited[0].body.msg).toBe('Demasiadas peticiones. Intenta de nuevo en un momento.');
    // the next second opens a new window, on either process
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await send(b, 'GET', '/api/v1/reseller/balance', undefined, auth)).status).toBe(200);
  });

  it('count a per-minute limit once: 5 password-reset requests a minute from one address over both', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await send(i % 2 ? b : a, 'POST', '/api/auth/recover', { username: `nadie${i}` })).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});
