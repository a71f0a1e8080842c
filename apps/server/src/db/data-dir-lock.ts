import { basename, join } from 'node:path';
import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { processAlive, processCommand } from '../lib/process-info.ts';
import { StartupError } from '../lib/startup-error.ts';

export class DataDirInUseError extends StartupError {}

const lockFile = (dir: string) => join(dir, 'app.lock');

/**
 * The pid of the live process holding the data folder, or null. A pid that is dead, or that now belongs to
 * another program (pids are reused, e.g. after a container restarts), holds nothing.
 */
export function lockOwner(dir: string): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(lockFile(dir), 'utf8'));
  } catch {
    return null;
  }
  if (!owner || owner === process.pid || !processAlive(owner)) return null;
  const command = processCommand(owner);
  return command === null || command.includes(basename(process.execPath)) ? owner : null;
}

/**
 * Our own lock beside the cluster: PostgreSQL's postmaster.pid only guards the server, while two app processes
 * would race to initialise, start and stop the same cluster. A stale lock (its owner is gone) is taken over.
 * Returns the release.
 */
export function acquireLock(dir: string): () => void {
  const lock = lockFile(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lock, 'utf8') === String(process.pid)) unlinkSync(lock);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = lockOwner(dir);
      if (owner) {
        throw new DataDirInUseError(
          `La carpeta de datos ${dir} ya está en uso por otro proceso (pid ${owner}).`,
          'Detenga ese proceso (Ctrl-C en su terminal) o use otra carpeta con DATA_DIR.',
        );
      }
      unlinkSync(lock);
    }
  }
  throw new DataDirInUseError(`No se pudo bloquear la carpeta de datos ${dir}.`, 'Otro proceso la está tomando en este momento: vuelva a intentarlo.');
}
