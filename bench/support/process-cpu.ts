/**
 * CPU seconds used by the processes a purchase runs in, read from Linux /proc: the API processes and the whole
 * PostgreSQL cluster (the postmaster with what its exited children used, autovacuum workers included, plus each
 * live backend). What the work cost, however busy the rest of the machine is.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICKS = 100; // USER_HZ on Linux

/** utime, stime, cutime, cstime and the parent pid of a process; null once it has exited. */
function stat(pid: number): { own: number; reaped: number; ppid: number } | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), own: (Number(fields[11]) + Number(fields[12])) / TICKS, reaped: (Number(fields[13]) + Number(fields[14])) / TICKS };
  } catch {
    return null;
  }
}

/** The postmaster's pid, from the first line of postmaster.pid in the cluster's data directory. */
export function postmasterPid(dataDirectory: string): number {
  const file = join(dataDirectory, 'postmaster.pid');
  if (!existsSync(file)) throw new Error(`no existe ${file}`);
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

/** Per-process CPU of the cluster at one instant: the postmaster counts what its reaped children used. */
function clusterSnapshot(postmaster: number, exclude: Set<number>): Map<number, number> {
  const snapshot = new Map<number, number>();
  const master = stat(postmaster);
  if (master) snapshot.set(postmaster, master.own + master.reaped);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!pid || pid === postmaster || exclude.has(pid)) continue;
    const s = stat(pid);
    if (s && s.ppid === postmaster) snapshot.set(pid, s.own);
  }
  return snapshot;
}

/** The whole machine's busy CPU seconds (all cores, /proc/stat), to tell whether the CPU was what bound. */
function machineBusy(): { busy: number; total: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + (cpu[4] ?? 0);
  const total = cpu.reduce((a, b) => a + b, 0);
  return { busy: (total - idle) / TICKS, total: total / TICKS };
}

export interface CpuUse { server: number; postgres: number; machineBusyShare: number }

/**
 * Starts measuring; `stop()` answers the CPU seconds the servers and the cluster used since, and how busy the
 * whole machine was (0..1 of all its cores). Backends in `exclude` (the bench's own sampling connection) are left out.
 */
export function measureCpu(servers: number[], postmaster: number, exclude: Set<number> = new Set()) {
  const own = (pid: number) => stat(pid)?.own ?? 0;
  const server0 = servers.map(own);
  const cluster0 = clusterSnapshot(postmaster, exclude);
  const machine0 = machineBusy();
  return {
    stop(): CpuUse {
      const server = servers.reduce((sum, pid, i) => sum + own(pid) - server0[i], 0);
      const cluster1 = clusterSnapshot(postmaster, exclude);
      let postgres = 0;
      for (const [pid, cpu] of cluster1) postgres += cpu - (cluster0.get(pid) ?? 0);
      // a backend that exited meanwhile was reaped into the postmaster's figure whole: its share before the start is not ours
      for (const [pid, cpu] of cluster0) if (!cluster1.has(pid)) postgres -= cpu;
      const machine1 = machineBusy();
      return { server, postgres, machineBusyShare: (machine1.busy - machine0.busy) / Math.max(0.001, machine1.total - machine0.total) };
    },
  };
}
