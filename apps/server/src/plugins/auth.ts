import fastifyJwt from '@fastify/jwt';
import { isPlatformRole, type Permission } from '@app/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../lib/audit.ts';
import { forbidden, notFound, unauthorized } from '../lib/errors.ts';
import { findCompanyById, findSessionSubject, type CompanyRow, type UserRow } from '../modules/users/user-repository.ts';
import type { Db } from '../db/client.ts';

export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
/** Tokens older than this get a fresh one in the response envelope, so active sessions never expire mid-work. */
const ROTATE_AFTER_SECONDS = 30 * 60;

export const SESSION_REPLACED_MSG =
  'Tu sesión se abrió en otro lugar. Inicia sesión de nuevo y, si no fuiste tú, cambia tu contraseña.';

interface TokenPayload {
  sub: number;
  sv: number;
  iat?: number;
}

export interface AuthContext {
  user: UserRow;
  /** The company the request acts on: the user's own, or the x-tenant choice of a Root/Super user. */
  tenant: CompanyRow;
  permissions: ReadonlySet<string>;
  actor: Actor;
  can: (p: Permission) => boolean;
  /** Level-0 staff see the whole company; distributors only their own subtree. */
  seesWholeCompany: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyContextConfig {
    /** false = public route; undefined = any signed-in user. */
    auth?: boolean;
    permission?: Permission;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

const STAFF_ROLES = new Set(['Root', 'Super', 'Admin', 'Renovaciones']);

async function resolveTenant(db: Db, user: UserRow, own: CompanyRow, header: string | string[] | undefined): Promise<CompanyRow> {
  if (!isPlatformRole(user.rol) || header === undefined || header === '') return own;
  const id = Number(Array.isArray(header) ? header[0] : header);
  if (!Number.isInteger(id) || id <= 0) return own;
  if (id === own.id) return own;
  const chosen = await findCompanyById(db, id);
  if (!chosen) throw notFound('La empresa seleccionada no existe.');
  return chosen;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: string }) => {
  await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: TOKEN_TTL_SECONDS } });
  app.decorateRequest('auth', null as unknown as AuthContext);

  app.decorate('signSession', (user: { id: number; session_version: number }) =>
    app.jwt.sign({ sub: user.id, sv: user.session_version }));

  async function authenticate(request: FastifyRequest) {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw unauthorized('Tu sesión no es válida o expiró. Inicia sesión de nuevo.');
    }
    const subject = await findSessionSubject(opts.db, payload.sub);
    if (!subject || !subject.user.active) throw unauthorized('Tu usuario no está activo. Inicia sesión de nuevo.');
    const { user } = subject;
    if (user.session_version !== payload.sv) throw unauthorized(SESSION_REPLACED_MSG, 'SESSION_REPLACED');
    const tenant = await resolveTenant(opts.db, user, subject.company, request.headers['x-tenant']);
    const permissions = new Set(subject.permissions);
    request.auth = {
      user,
      tenant,
      permissions,
      actor: { id: user.id, name: user.name },
      can: (p) => permissions.has(p),
      seesWholeCompany: STAFF_ROLES.has(user.rol) || user.level_grid === 0,
    };
    if (payload.iat && Date.now() / 1000 - payload.iat > ROTATE_AFTER_SECONDS) {
      request.rotatedToken = app.jwt.sign({ sub: user.id, sv: user.session_version });
    }
  }

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    // the OpenAPI document and its viewer are public, as is everything outside /api
    if (!url || !url.startsWith('/api') || url.startsWith('/api/docs') || config.auth === false) return;
    await authenticate(request);
    if (config.permission && !request.auth.can(config.permission)) throw forbidden();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    signSession: (user: { id: number; session_version: number }) => string;
  }
}
