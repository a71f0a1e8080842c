import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processAlive, processCommand } from '../lib/process-info.ts';
import { StartupError } from '../lib/startup-error.ts';

/** What PostgreSQL writes in `postmaster.pid` while it runs a cluster (its first lines, in this order). */
export interface PostmasterInfo {
  pid: number;
  dataDir: string;
  port: number;
}

export const postmasterPidFile = (databaseDir: string) => join(databaseDir, 'postmaster.pid');

export function readPostmasterPid(databaseDir: string): PostmasterInfo | null {
  try {
    const [pid, dataDir, , port] = readFileSync(postmasterPidFile(databaseDir), 'utf8').split('\n');
    return { pid: Number(pid), dataDir: dataDir ?? '', port: Number(port) };
  } catch {
    return null;
  }
}

/** Whether `pid` is a live PostgreSQL server of this cluster (and not some program that got its pid since). */
export function isPostgresOf(pid: number, databaseDir: string): boolean {
  if (!processAlive(pid)) return false;
  const command = processCommand(pid);
  return command === null || (command.includes('postgres') && command.includes(resolve(databaseDir)));
}

async function waitForExit(pid: number, databaseDir: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!existsSync(postmasterPidFile(databaseDir)) || !isPostgresOf(pid, databaseDir)) return true;
    await sleep(100);
  }
  return false;
}

/**
 * Stops a PostgreSQL left running on our cluster by an app process that died without stopping it (kill -9, out
 * of memory, power cut of the terminal): the caller holds the data folder's lock, so no live process of ours
 * owns it. Fast shutdown first (SIGINT: open transactions roll back, the data is checkpointed), immediate
 * (SIGQUIT: recovered by replaying the WAL on the next start) if that hangs. A postmaster.pid naming no live
 * PostgreSQL of this cluster is removed, since PostgreSQL itself refuses to start while that pid lives on.
 */
export async function stopLeftoverPostgres(databaseDir: string, log: (msg: string) => void): Promise<void> {
  const info = readPostmasterPid(databaseDir);
  if (!info) return;
  if (isPostgresOf(info.pid, databaseDir)) {
    log(`PostgreSQL (pid ${info.pid}) quedó en marcha tras un cierre inesperado de la aplicación: se detiene para arrancar de nuevo.`);
    for (const [signal, ms] of [['SIGINT', 30_000], ['SIGQUIT', 15_000]] as const) {
      try {
        process.kill(info.pid, signal);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
      }
      if (await waitForExit(info.pid, databaseDir, ms)) break;
    }
    if (isPostgresOf(info.pid, databaseDir) && existsSync(postmasterPidFile(databaseDir))) {
      throw new StartupError(
        `PostgreSQL (pid ${info.pid}) sigue en marcha sobre ${databaseDir} y no se detuvo.`,
        `Deténgalo a mano (kill ${info.pid}; si no responde, kill -9 ${info.pid}) y vuelva a arrancar.`,
      );
    }
  }
  // No PostgreSQL of ours runs. PostgreSQL replaces a lock file whose pid is gone by itself (checking that no old
  // process still uses the shared memory), but refuses one whose pid answers signals: a zombie or another program.
  if (readPostmasterPid(databaseDir)?.pid === info.pid && pidTaken(info.pid)) unlinkSync(postmasterPidFile(databaseDir));
}

function pidTaken(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
