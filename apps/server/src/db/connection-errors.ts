import { DrizzleQueryError } from 'drizzle-orm/errors';

/*
 * Errors that mean "the database is away" (restarting, failing over, unreachable), as opposed to errors a request
 * caused. A call that meets one answers 503 (plugins/error-answers.ts) and /health/ready names it: the pool opens
 * fresh connections on its own once PostgreSQL is back, so the caller only has to try again.
 */

/** SQLSTATEs of a server that is going away or not there yet, and of connections (or PgBouncer) losing it. */
const UNAVAILABLE_SQLSTATE: Record<string, string> = {
  '57P01': 'un administrador la detuvo (reinicio o parada rápida)',
  '57P02': 'se detuvo por una falla y se está recuperando',
  '57P03': 'está arrancando o deteniéndose y aún no acepta conexiones',
  '57P05': 'cerró la conexión por inactividad',
  '53300': 'no admite más conexiones por ahora',
  '08000': 'perdió la conexión',
  '08001': 'no se pudo establecer la conexión',
  '08003': 'la conexión ya no existe',
  '08004': 'rechazó la conexión',
  '08006': 'la conexión falló',
  // PgBouncer's answer when it cannot reach PostgreSQL behind it (protocol violation class, its own choice)
  '08P01': 'el intermediario (PgBouncer) no alcanza el servidor',
};

/** Node socket errors of a connection that could not be made or broke. */
const UNAVAILABLE_ERRNO: Record<string, string> = {
  ECONNREFUSED: 'rechaza las conexiones (detenida o reiniciándose)',
  ECONNRESET: 'cortó la conexión',
  EPIPE: 'cortó la conexión',
  ETIMEDOUT: 'no respondió a tiempo',
  EHOSTUNREACH: 'no es alcanzable en la red',
  ENOTFOUND: 'su dirección no se encuentra',
  EAI_AGAIN: 'su dirección no se pudo resolver',
};

/**
 * node-postgres gives a connection lost under a query, or a connect that timed out, no code: its fixed English
 * sentence is the only mark, so these few are recognised by exact text. They are the library's, never our own
 * Spanish messages (which code must not decide on: scripts/errors-by-code.test.ts).
 */
const PG_CONNECTION_LOST = new Map<string, string>([
  ['Connection terminated unexpectedly', 'cerró la conexión en medio de una consulta'],
  ['Connection terminated due to connection timeout', 'no aceptó la conexión a tiempo'],
  ['timeout exceeded when trying to connect', 'no entregó una conexión a tiempo'],
  ['Client has encountered a connection error and is not queryable', 'la conexión se perdió en medio de una transacción'],
]);

interface MaybeCoded { code?: unknown; errno?: unknown; syscall?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

/**
 * Why `err` means the database is away; null when it does not. Looks inside drizzle's wrapper (its `cause`) and an
 * AggregateError (a connect tried on several addresses), never inside other wrappers: a failed outbound `fetch`
 * also carries ECONNREFUSED in its cause, and that is not the database.
 */
export function databaseUnavailableReason(err: unknown): string | null {
  const seen = new Set<unknown>();
  const visit = (e: unknown, depth: number): string | null => {
    if (!e || typeof e !== 'object' || depth > 4 || seen.has(e)) return null;
    seen.add(e);
    const { code, syscall, message, cause, errors } = e as MaybeCoded;
    // a Unix socket that is not there (PostgreSQL stopped removes it): only on connect, since a file another part
    // of the code failed to find is no database outage
    if (code === 'ENOENT' && syscall === 'connect') return 'no tiene su socket local (detenida o reiniciándose)';
    if (typeof code === 'string') {
      const known = UNAVAILABLE_SQLSTATE[code] ?? UNAVAILABLE_ERRNO[code];
      if (known) return known;
    }
    const lost = PG_CONNECTION_LOST.get(String(message));
    if (lost) return lost;
    const wrapped = [...(e instanceof DrizzleQueryError ? [cause] : []), ...(e instanceof AggregateError && Array.isArray(errors) ? errors : [])];
    for (const inner of wrapped) {
      const found = visit(inner, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return visit(err, 0);
}

/** Whether `err` means the database is away (restarting, unreachable) rather than a fault of the request. */
export const isDatabaseUnavailable = (err: unknown): boolean => databaseUnavailableReason(err) !== null;

/** The Spanish sentence a call answers while the database is away (with a 503 and the DATABASE_UNAVAILABLE code). */
export const DATABASE_UNAVAILABLE_MSG =
  'El servicio no está disponible por un momento: la base de datos se está reiniciando o no responde. Intente de nuevo en unos segundos.';
