import { databaseUnavailableReason } from './connection-errors.ts';

/**
 * While PostgreSQL restarts, a promise of a query nobody awaited any more (a read-ahead, a fire-and-forget
 * statement whose caller moved on) may reject with the lost connection; Node ends the process on an unhandled
 * rejection, which would turn a few seconds of 503s into a crashed API process. Such a rejection is logged and
 * the process keeps serving; any other unhandled rejection still ends it, as before.
 */
export function surviveLostConnections(warn: (msg: string) => void): void {
  process.on('unhandledRejection', (err) => {
    const reason = databaseUnavailableReason(err);
    if (!reason) throw err;
    warn(`consulta sin respuesta mientras la base de datos no estaba: ${reason}`);
  });
}
