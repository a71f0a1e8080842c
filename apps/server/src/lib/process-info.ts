import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Whether a process is running. A zombie (exited, not yet reaped: what a killed process's orphans become under
 * a container's init that never reaps) answers signal 0 like a live one, so Linux's state letter decides.
 */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]/.test(stat.slice(stat.lastIndexOf(')') + 2));
  } catch {
    return true; // no /proc (macOS): signal 0 is all we know
  }
}

/** The command line of a process (arguments joined by spaces), or null when it cannot be read. */
export function processCommand(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim() || null;
    } catch {
      return null;
    }
  }
}
