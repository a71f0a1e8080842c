import { inject } from 'vitest';

/**
 * Runs before each browser file, in its worker: points `inject('baseUrl')` at this worker's own server, so that
 * files running at the same time each talk to their own server and database. Vitest numbers its busy workers
 * 1..maxWorkers (VITEST_POOL_ID) and never gives one number to two files at once; e2e/global-setup.ts started one
 * server per number.
 */
const baseUrls = inject('baseUrls');
const slot = Number(process.env.VITEST_POOL_ID ?? '1');
const own = baseUrls[slot - 1];
if (!own) throw new Error(`El worker ${slot} de los e2e no tiene servidor: hay ${baseUrls.length} (e2e/global-setup.ts).`);

// inject() reads the context the main process handed this worker; vitest has no per-worker provide, so this
// worker's copy is updated here, before the file's own code asks for it
const worker = (globalThis as { __vitest_worker__?: { providedContext: Record<string, unknown> } }).__vitest_worker__;
if (worker) worker.providedContext.baseUrl = own;
if (inject('baseUrl') !== own) {
  throw new Error('No se pudo asignar su servidor a este worker de los e2e: revise e2e/support/worker-server.ts tras actualizar vitest.');
}
