import { emit } from '../app-events.ts';
import { clearSession, getTenantId, getToken, replaceToken } from '../session.ts';

/** Spec §8: the sentence shown when the server gave none or could not be reached. */
export const GENERIC_ERROR = 'Ha ocurrido un error';

/**
 * A failed call. `body` carries the server envelope so react-admin maps `body.errors` onto form fields
 * (it checks `error.body.errors`), and `status` lets the auth provider tell 401 from 403.
 */
export class ApiError extends Error {
  readonly status: number;
  /** `code`: the stable name of the refusal (e.g. SOLD_OUT) a screen decides on; `msg` is only shown, never matched. */
  readonly body: { msg?: string; code?: string; errors?: Record<string, string>; [k: string]: unknown };
  constructor(status: number, message: string, body: ApiError['body'] = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * false for calls made before there is a session (login, recover, register): a 401 there means bad
   * credentials, not an expired session, so it must not throw the user out.
   */
  session?: boolean;
  signal?: AbortSignal;
  /** Extra headers (e.g. an explicit x-tenant for a company's own screen). */
  headers?: Record<string, string>;
  /**
   * Money-moving call (DESIGN.md): sent as the Idempotency-Key header. A request that never got an answer is
   * retried once with the same key, so the server replays the first result instead of moving money twice.
   */
  idempotencyKey?: string;
  /**
   * The answer's `token` is data of the call (a share link's token), not the envelope's rotated session token:
   * it must never replace the session's.
   */
  tokenIsData?: boolean;
}

/** Pause before the automatic retry of a money call whose answer was lost. */
export const IDEMPOTENT_RETRY_DELAY_MS = 800;

let inFlight = 0;
function track(delta: number) {
  inFlight += delta;
  emit('in-flight', { count: inFlight });
}

export const apiUrl = (path: string): string => `/api${path.startsWith('/') ? path : `/${path}`}`;

export function buildHeaders(json: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const tenant = getTenantId();
  if (tenant !== null) headers['x-tenant'] = String(tenant);
  return headers;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const hasBody = opts.body !== undefined;
  const headers = { ...buildHeaders(hasBody), ...opts.headers };
  if (opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
  const attempts = opts.idempotencyKey ? 2 : 1;
  track(1);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await fetch(apiUrl(path), {
          method: opts.method ?? (hasBody ? 'POST' : 'GET'),
          headers,
          body: hasBody ? JSON.stringify(opts.body) : undefined,
          signal: opts.signal,
        });
      } catch (err) {
        if ((err as Error)?.name === 'AbortError') throw err;
        if (attempt < attempts) {
          await new Promise((r) => setTimeout(r, IDEMPOTENT_RETRY_DELAY_MS));
          continue;
        }
        emit('network-error', { message: GENERIC_ERROR });
        throw new ApiError(0, GENERIC_ERROR);
      }
    }
  } finally {
    track(-1);
  }
}

async function readJson(res: Response): Promise<Record<string, unknown> | null> {
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function failure(res: Response, body: Record<string, unknown> | null, opts: RequestOptions): ApiError {
  const msg = typeof body?.msg === 'string' && body.msg ? body.msg : GENERIC_ERROR;
  if (res.status === 401 && opts.session !== false) {
    clearSession();
    emit('session-expired', { message: msg });
  }
  return new ApiError(res.status, msg, (body ?? {}) as ApiError['body']);
}

/** The stable code of a refused call (SOLD_OUT, COUPON_NOT_APPLICABLE, ...), if the server named one. */
export const errorCode = (err: unknown): string | undefined =>
  (err instanceof ApiError && typeof err.body.code === 'string' ? err.body.code : undefined);

/** One JSON call: picks up a rotated token, throws ApiError on HTTP errors and on `success: false`. */
export async function apiRequest<T = Record<string, unknown>>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await send(path, opts);
  const body = await readJson(res);
  if (typeof body?.token === 'string' && body.token && opts.session !== false && !opts.tokenIsData) replaceToken(body.token);
  if (!res.ok || !body || body.success === false) throw failure(res, body, opts);
  return body as T;
}

/** A file answer (the xlsx export): the body is the file unless the server answered with a JSON error. */
export async function apiDownload(path: string, opts: RequestOptions = {}): Promise<{ blob: Blob; filename: string }> {
  const res = await send(path, opts);
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('json')) throw failure(res, await readJson(res), opts);
  const disposition = res.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'export.xlsx';
  return { blob: await res.blob(), filename };
}
