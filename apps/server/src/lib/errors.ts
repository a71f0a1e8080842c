import type { ErrorCode } from '@app/shared/contracts/error-codes';

export type { ErrorCode };

/**
 * An error whose message is meant for the person using the product (Spanish), with its HTTP status, and the stable
 * code of a refusal that callers decide on (packages/shared/src/contracts/error-codes.ts): the answer carries it as
 * `code`, and code branches on it, never on the message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, errors?: Record<string, string>) => new AppError(400, msg, errors);
export const unprocessable = (msg: string, errors?: Record<string, string>, code?: ErrorCode) => new AppError(422, msg, errors, code);
export const unauthorized = (msg = 'Debes iniciar sesión para continuar.', code?: ErrorCode) => new AppError(401, msg, undefined, code);
export const forbidden = (msg = 'No tienes permiso para realizar esta acción.') => new AppError(403, msg);
export const notFound = (msg = 'El registro no existe.') => new AppError(404, msg);
export const conflict = (msg: string, code?: ErrorCode) => new AppError(409, msg, undefined, code);
export const tooMany = (msg: string) => new AppError(429, msg);

/** PostgreSQL unique-violation code, for turning races on unique keys into a 409. */
export const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string })?.code === '23505' || (err as { cause?: { code?: string } })?.cause?.code === '23505';
