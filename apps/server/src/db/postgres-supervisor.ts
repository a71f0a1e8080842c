import { readFileSync } from 'node:fs';
import { isPostgresOf, postmasterPidFile } from './leftover-postgres.ts';

/**
 * Keeps the embedded PostgreSQL running without a person: whatever ends its postmaster (kill -9, a signal, a crash),
 * the app starts it again on the same data folder, retrying with a growing pause (up to 30 s) while it refuses to
 * start. Only for the PostgreSQL this process started; with DATABASE_URL its operator supervises it.
 */

/** What the postmaster is doing, read from its postmaster.pid (its status line) and whether its pid lives. */
export type PostmasterState = 'running' | 'starting' | 'stopping' | 'down';

export function postmasterState(databaseDir: string): PostmasterState {
  let lines: string[];
  try {
    lines = readFileSync(postmasterPidFile(databaseDir), 'utf8').split('\n');
  } catch {
    return 'down';
  }
  const pid = Number(lines[0]);
  if (!pid || !isPostgresOf(pid, databaseDir)) return 'down';
  // the eighth line is PostgreSQL's own status: "ready", "starting", "stopping" or "standby"
  const status = (lines[7] ?? '').trim();
  if (status === 'stopping') return 'stopping';
  if (status === 'starting') return 'starting';
  return 'running';
}

export interface SupervisorStatus {
  /** 'restarting' while it starts it again; 'failed' between attempts that did not start it. */
  state: PostmasterState | 'restarting' | 'failed';
  restarts: number;
  failedAttempts: number;
  lastError: string | null;
}

export interface Supervisor {
  databaseDir: string;
  status: () => SupervisorStatus;
  /** Stops watching (a clean stop of the app, a pause for a drill). */
  stop: () => void;
}

const POLL_MS = 500;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export const retryDelay = (failures: number) => Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));

// the one the server process runs, for /metrics and /health/ready (the app is built apart from the database, see
// server.ts); test files that start their own PostgreSQL in one process register none
let current: Supervisor | null = null;
export const currentSupervisor = () => current;
export const announceSupervisor = (s: Supervisor) => { current = s; };

export interface SuperviseOptions {
  databaseDir: string;
  /** Starts PostgreSQL again on the same folder and port (the caller's library handle, its watchdog). */
  restart: () => Promise<void>;
  /** True while the app itself has it stopped (a pause, its shutdown): nothing to restart then. */
  suspended: () => boolean;
  /** Asks the postmaster for a fast shutdown. */
  stopFast: () => void;
  warn: (msg: string) => void;
}

export function supervisePostgres(o: SuperviseOptions): Supervisor {
  const status: SupervisorStatus = { state: 'running', restarts: 0, failedAttempts: 0, lastError: null };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let askedFast = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };

  const tick = async () => {
    if (stopped) return;
    if (o.suspended()) return schedule(POLL_MS);
    const state = postmasterState(o.databaseDir);
    if (state === 'stopping') {
      status.state = 'stopping';
      // a smart shutdown (SIGTERM) waits for every session to end, and the app's pool and LISTEN connection never
      // do: it would sit "shutting down" for good, refusing new connections. A fast one ends it, then it restarts.
      if (!askedFast) {
        askedFast = true;
        o.warn('PostgreSQL embebido se está deteniendo: se le pide una parada rápida para arrancarlo de nuevo.');
        o.stopFast();
      }
      return schedule(POLL_MS);
    }
    askedFast = false;
    if (state !== 'down') {
      status.state = state;
      return schedule(POLL_MS);
    }
    status.state = 'restarting';
    o.warn(status.failedAttempts
      ? `Reintentando arrancar PostgreSQL embebido (intento ${status.failedAttempts + 1}).`
      : 'PostgreSQL embebido se detuvo sin que la aplicación lo pidiera: se arranca de nuevo sobre la misma carpeta.');
    try {
      await o.restart();
      if (stopped || o.suspended()) return schedule(POLL_MS);
      status.restarts++;
      status.failedAttempts = 0;
      status.lastError = null;
      status.state = 'running';
      o.warn(`PostgreSQL embebido arrancó de nuevo (reinicio número ${status.restarts}).`);
      schedule(POLL_MS);
    } catch (err) {
      status.failedAttempts++;
      status.state = 'failed';
      status.lastError = err instanceof Error ? err.message : String(err);
      const wait = retryDelay(status.failedAttempts);
      o.warn(`PostgreSQL embebido no arrancó (${status.lastError}); nuevo intento en ${wait / 1000} s.`);
      schedule(wait);
    }
  };

  schedule(POLL_MS);
  const supervisor: Supervisor = {
    databaseDir: o.databaseDir,
    status: () => ({ ...status }),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (current === supervisor) current = null;
    },
  };
  return supervisor;
}

/**
 * Why the supervised PostgreSQL is not serving now (Spanish, for /health/ready), or null when it is, or when this
 * process supervises none. Read live from postmaster.pid: between two polls a smart shutdown still lets old pooled
 * connections answer while new ones are refused.
 */
export function supervisedPostgresProblem(): string | null {
  if (!current) return null;
  const s = current.status();
  const { databaseDir } = current;
  if (s.state === 'failed') return `PostgreSQL embebido no arranca (${s.failedAttempts} intentos; último error: ${s.lastError}); se sigue reintentando`;
  if (s.state === 'restarting') return 'PostgreSQL embebido se está arrancando de nuevo';
  const live = postmasterState(databaseDir);
  if (live === 'stopping') return 'PostgreSQL embebido se está deteniendo';
  if (live === 'starting') return 'PostgreSQL embebido está arrancando';
  if (live === 'down') return 'PostgreSQL embebido no está en marcha; se arranca de nuevo';
  return null;
}
