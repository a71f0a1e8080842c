import fastifyJwt from '@fastify/jwt';
import { isPlatformRole, parseRecordId, type Permission } from '@app/shared';
import { seesWholeCompany } from '@app/shared/access/company-scope';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/audit.ts';
import { forbidden, notFound, unauthorized } from '../lib/errors.ts';
import type { SessionCompany, SessionUser } from './session-repository.ts';
import type { Db } from '../db/client.ts';
import { sessionSubjects, type SessionSubjects } from './session-subjects.ts';

/**
 * Checks a presented API key (modules/api-keys hands it in through app.ts): who it acts for and its scopes, or
 * an AppError (401 unknown or revoked, 403 outside its address allow-list).
 */
export type ApiKeyCheck = (secret: string, ip: string) => Promise<{ id: number; companyId: number; userId: number; scopes: string[] }>;

/** Which of the owner's permissions each scope keeps (packages/shared contracts/api-keys.ts). */
export type ScopePermissions = Readonly<Record<string, readonly string[]>>;

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** Tokens older than this get a fresh one in the response envelope, so active sessions never expire mid-work. */
const ROTATE_AFTER_SECONDS = 30 * 60;

export const SESSION_REPLACED_MSG =
  'Tu sesión terminó: se abrió en otro lugar o se cambió la contraseña. Inicia sesión de nuevo y, si no fuiste tú, cambia tu contraseña.';

interface TokenPayload {
  sub: number;
  sv: number;
  iat?: number;
}

export interface AuthContext {
  /** Without balances (read them from the database): the subject is kept in memory between requests. */
  user: SessionUser;
  /** The company the request acts on: the user's own, or the x-tenant choice of a Root/Super user. */
  tenant: SessionCompany;
  permissions: ReadonlySet<string>;
  actor: Actor;
  can: (p: Permission) => boolean;
  /** Level-0 staff see the whole company; distributors only their own subtree. */
  seesWholeCompany: boolean;
  /** Set when the request came with an API key instead of a web session: the key and what it may do. */
  apiKey?: { id: number; scopes: ReadonlySet<string> };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** false = public route; undefined = any signed-in user. */
    auth?: boolean;
    permission?: Permission;
    /** The API-key scope a route needs: only routes that name one accept keys (web sessions ignore it). */
    scope?: string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

/** The token of `Authorization: Bearer <token>` ('' when there is none: verification then fails). */
function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return /^bearer /i.test(header) ? header.slice(7).trim() : '';
}

/** An API key sent as `X-Api-Key` or as `Authorization: Bearer cdk_…` (null when the request carries none). */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (header !== undefined) return String(header).trim();
  const bearer = bearerToken(request);
  return bearer.startsWith('cdk_') ? bearer : null;
}

async function resolveTenant(subjects: SessionSubjects, user: SessionUser, own: SessionCompany, header: string | string[] | undefined): Promise<SessionCompany> {
  if (!isPlatformRole(user.rol) || header === undefined || header === '') return own;
  // the one id reader (shared validation/record-id.ts): "0x3" is not company 3, and an id past int4 names none
  const id = parseRecordId(Array.isArray(header) ? header[0] : header);
  if (id === null) throw notFound('La empresa seleccionada no existe.');
  if (id === own.id) return own;
  const chosen = await subjects.company(id);
  if (!chosen) throw notFound('La empresa seleccionada no existe.');
  return chosen;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: string; apiKeys?: { check: ApiKeyCheck; scopes: ScopePermissions } }) => {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { expiresIn: TOKEN_TTL_SECONDS },
    // a token checked once is not decoded and its signature not checked again on each of its requests (up to its
    // expiry, 10 minutes at most); whether its session still stands is checked on every request below
    verify: { cache: 10_000 },
  });
  app.decorateRequest('auth', null as unknown as AuthContext);

  // each user's subject (row, company, permissions) in memory, dropped by the database's change notices
  const subjects = sessionSubjects(opts.db, (msg) => app.log.warn(msg));
  await subjects.start();
  app.addHook('onClose', () => subjects.close());

  app.decorate('signSession', (user: { id: number; session_version: number }) =>
    app.jwt.sign({ sub: user.id, sv: user.session_version }));

  /** Signs the request in; answers whether the subject came from memory (so a refusal must be re-checked). */
  async function authenticate(request: FastifyRequest, fresh = false): Promise<boolean> {
    let payload: TokenPayload;
    try {
      payload = app.jwt.verify<TokenPayload>(bearerToken(request));
    } catch {
      throw unauthorized('Tu sesión no es válida o expiró. Inicia sesión de nuevo.');
    }
    let { subject, cached } = await subjects.user(payload.sub, { fresh });
    // memory may lag a change made on another process (until its notice arrives): never refuse on it alone,
    // e.g. a token from a login on another process carries a newer session version than the one kept here
    if (cached && (!subject?.user.active || subject.user.session_version !== payload.sv)) {
      ({ subject, cached } = await subjects.user(payload.sub, { fresh: true }));
    }
    if (!subject || !subject.user.active) throw unauthorized('Tu usuario no está activo. Inicia sesión de nuevo.');
    const { user } = subject;
    if (user.session_version !== payload.sv) throw unauthorized(SESSION_REPLACED_MSG, 'SESSION_REPLACED');
    const tenant = await resolveTenant(subjects, user, subject.company, request.headers['x-tenant']);
    const { permissions } = subject;
    request.auth = {
      user,
      tenant,
      permissions,
      actor: { id: user.id, name: user.name },
      can: (p) => permissions.has(p),
      seesWholeCompany: seesWholeCompany(user),
    };
    if (payload.iat && Date.now() / 1000 - payload.iat > ROTATE_AFTER_SECONDS) {
      request.rotatedToken = app.jwt.sign({ sub: user.id, sv: user.session_version });
    }
    return cached;
  }

  /**
   * Signs a request in with an API key: the owner's session subject (the same memory and change feed as its web
   * session), its own company whatever x-tenant says, and only the owner's permissions the key's scopes keep.
   * The owner's session version is not read (a key neither ends nor follows a web session) and no token is issued.
   */
  async function authenticateKey(request: FastifyRequest, secret: string): Promise<NonNullable<AuthContext['apiKey']>> {
    if (!opts.apiKeys) throw unauthorized('Esta instalación no acepta claves de API.');
    const key = await opts.apiKeys.check(secret, request.ip);
    const first = await subjects.user(key.userId);
    // memory may lag a reactivation made on another process: never refuse on it alone
    const subject = first.cached && !first.subject?.user.active ? (await subjects.user(key.userId, { fresh: true })).subject : first.subject;
    if (!subject || !subject.user.active || subject.user.company_id !== key.companyId) {
      throw unauthorized('La clave de API pertenece a un usuario inactivo.', 'API_KEY_INVALID');
    }
    const { user } = subject;
    const kept = new Set(key.scopes.flatMap((s) => opts.apiKeys!.scopes[s] ?? []));
    const permissions: ReadonlySet<string> = new Set([...subject.permissions].filter((p) => kept.has(p)));
    const apiKey = { id: key.id, scopes: new Set(key.scopes) };
    request.auth = {
      user,
      tenant: subject.company,
      permissions,
      actor: { id: user.id, name: user.name },
      can: (p) => permissions.has(p),
      seesWholeCompany: seesWholeCompany(user),
      apiKey,
    };
    return apiKey;
  }
  app.decorate('authenticateApiKey', authenticateKey);

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    // the OpenAPI document and its viewer are public, as is everything outside /api
    if (!url || !url.startsWith('/api') || url.startsWith('/api/docs') || config.auth === false) return;
    const key = apiKeyOf(request);
    if (key !== null) {
      // a key reaches only the routes made for it: never the owner's session, profile, keys or back office
      if (!config.scope) throw forbidden('Esta ruta no acepta claves de API: usa las rutas de /api/v1/reseller/ o /api/v2.');
      const { scopes } = await authenticateKey(request, key);
      if (!scopes.has(config.scope)) throw forbidden(`La clave de API no tiene el permiso ${config.scope}.`);
      if (config.permission && !request.auth.can(config.permission)) throw forbidden();
      return;
    }
    const cached = await authenticate(request);
    if (config.permission && !request.auth.can(config.permission)) {
      // a permission just granted on another process may not have reached this one's memory yet
      if (cached) await authenticate(request, true);
      if (!request.auth.can(config.permission)) throw forbidden();
    }
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    signSession: (user: { id: number; session_version: number }) => string;
    /** Signs a request in with an API key (routes that read the key from the body, as /api/v2 does). */
    authenticateApiKey: (request: FastifyRequest, secret: string) => Promise<NonNullable<AuthContext['apiKey']>>;
  }
}
