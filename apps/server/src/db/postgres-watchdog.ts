import { spawn } from 'node:child_process';
import { platform } from 'node:os';

/**
 * PostgreSQL outlives a parent killed without warning (kill -9, the out-of-memory killer): nothing tells the
 * postmaster its parent is gone. This tiny shell process holds the read end of a pipe whose only writer is our
 * process; when our process dies, however it dies, `cat` reads end-of-file and the shell asks PostgreSQL for a
 * fast shutdown — only if the pid still owns the cluster's postmaster.pid, so a reused pid is never signalled.
 * It runs in its own process group, so a Ctrl-C in the terminal leaves it to our clean stop. Returns its
 * disarm, called before a clean stop. On Windows there is no such shell: the next start cleans up instead
 * (see stopLeftoverPostgres), as it does when this watchdog was killed too.
 */
export function watchPostgres(postmasterPid: number, pidFile: string): () => void {
  if (platform() === 'win32') return () => {};
  const script = 'cat >/dev/null 2>&1; [ "$(head -n 1 "$2" 2>/dev/null)" = "$1" ] && kill -INT "$1" 2>/dev/null';
  const child = spawn('sh', ['-c', script, 'postgres-watchdog', String(postmasterPid), pidFile], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  child.on('error', () => {}); // no shell: the next start's clean-up still covers a crash
  child.stdin?.on('error', () => {});
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL'); // the shell and its cat
    } catch {
      /* already gone */
    }
    child.stdin?.destroy();
  };
}
