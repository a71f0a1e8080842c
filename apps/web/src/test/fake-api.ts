import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession, reloadSession, saveLogin } from '../session.ts';
import { installMemoryStorage } from './memory-storage.ts';

export interface Call { url: string; method: string; headers: Record<string, string>; body: unknown }
export type Answer = () => Response | Promise<Response>;

export const json = (status: number, body: unknown): Answer => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const ok = (payload: Record<string, unknown> = {}) => json(200, { success: true, msg: '', token: null, ...payload });

/**
 * Signs a test user in (company Demo, id 4) before each test and answers `fetch` from a queue the test fills,
 * recording every call. The arrays are emptied in place, so a test file can destructure them once.
 */
export function setupFakeApi(profile: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const answers: Answer[] = [];
  beforeEach(() => {
    installMemoryStorage();
    reloadSession();
    saveLogin({
      token: 'tok-1',
      profile: { id: 7, name: 'Ana', permissions: [], ...profile } as never,
      company: { id: 4, name: 'Demo', slug: 'demo', logo: null, is_root: false },
      menu: { items: [], groups: [] },
      configuration: {},
    });
    calls.length = 0;
    answers.length = 0;
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push({
        url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(init.body as string) : undefined,
      });
      const next = answers.shift();
      if (!next) throw new Error(`sin respuesta preparada para ${url}`);
      return next();
    }));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSession();
  });
  return { calls, answers };
}
