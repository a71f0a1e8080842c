import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { buildResourceServices, mountEngine } from './engine/index.ts';
import { notFound } from './lib/errors.ts';
import { publicBaseUrl, requestOrigin, withPublicUrlMeta } from './lib/public-url.ts';
import { moduleHooks, type AppModule, type ModuleContext } from './modules/app-module.ts';
import apiKeys, { apiKeyVerifier } from './modules/api-keys/index.ts';
import auth from './modules/auth/index.ts';
import balance from './modules/balance/index.ts';
import bankAccounts from './modules/bank-accounts/index.ts';
import catalog from './modules/catalog/index.ts';
import company from './modules/company/index.ts';
import consignments from './modules/consignments/index.ts';
import credentials from './modules/credentials/index.ts';
import coupons from './modules/coupons/index.ts';
import currency from './modules/currency/index.ts';
import faults from './modules/faults/index.ts';
import inventory from './modules/inventory/index.ts';
import jobs, { jobQueue } from './modules/jobs/index.ts';
import logs from './modules/logs/index.ts';
import { mailService } from './modules/mail/index.ts';
import notifications from './modules/notifications/index.ts';
import { operations, requestIdOptions } from './modules/operations/index.ts';
import pos from './modules/pos/index.ts';
import pricing from './modules/pricing/index.ts';
import redeemable from './modules/redeemable/index.ts';
import renewals from './modules/renewals/index.ts';
import reseller from './modules/reseller/index.ts';
import reports from './modules/reports/index.ts';
import stockImport from './modules/stock-import/index.ts';
import store from './modules/store/index.ts';
import storeCheckout from './modules/store-checkout/index.ts';
import dashboard from './modules/dashboard/index.ts';
import roles from './modules/roles/index.ts';
import sales from './modules/sales/index.ts';
import settings from './modules/settings/index.ts';
import support from './modules/support/index.ts';
import templates from './modules/templates/index.ts';
import terms from './modules/terms/index.ts';
import tools from './modules/tools/index.ts';
import users from './modules/users/index.ts';
import webhooks from './modules/webhooks/index.ts';
import { API_KEY_SCOPE_PERMISSIONS } from '@app/shared/contracts/api-keys';
import { authPlugin } from './plugins/auth.ts';
import { envelopePlugin, envelopeServerOptions } from './plugins/envelope.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { htmlNoCachePlugin, webAssetOptions } from './plugins/web-assets.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { schemaSerializerCompiler } from './plugins/schema-serializer.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';

/** Every domain module of the app, each from its own `modules/<name>/index.ts`: adding one is one line here. */
const MODULES: AppModule[] = [
  jobs, auth, users, company, roles, settings, terms, logs, templates, currency, tools,
  bankAccounts, consignments, balance, pricing, inventory, sales, coupons, support, redeemable, renewals, faults,
  notifications, stockImport, dashboard, storeCheckout, reports, catalog, store, pos, webhooks, apiKeys, reseller,
  credentials,
];

/** Paths the web app routes itself (history mode): they get index.html with 200; anything else a 404 page. */
const SPA_PREFIXES = ['/admin', '/auth', '/store', '/pos'];

export async function buildApp(config: Config, db: Db, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
    ...requestIdOptions,
    ajv: { customOptions: { removeAdditional: false } },
    // errors Fastify and Node raise before a route runs answer the Spanish envelope too: a client never reads Fastify's English JSON
    ...envelopeServerOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(schemaSerializerCompiler);

  // external plugins first, then ours, then routes (the fastify/demo order)
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        frameSrc: ['https://www.youtube.com', 'https://player.vimeo.com'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  // counted in PostgreSQL: every API process shares each limit
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db) });
  await app.register(swagger, {
    openapi: { info: { title: 'API de cuentas digitales', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } }, security: [{ bearer: [] }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  // request ids and per-route metrics see every route (modules/operations)
  const ops = operations(db.$client);
  await ops.observe(app);
  const modules = [...MODULES, ops.module];

  await app.register(envelopePlugin);
  await app.register(authPlugin, { db, secret: config.jwtSecret, apiKeys: { check: apiKeyVerifier(db), scopes: API_KEY_SCOPE_PERMISSIONS } });
  await app.register(idempotencyPlugin, { db });
  // before the routes: compression attaches itself to each route added after it (and runs after app-level onSend)
  await app.register(compressionPlugin);
  await app.register(htmlNoCachePlugin);

  // the engine needs every module's resource rules before it mounts the generic routes
  const ctx: ModuleContext = { db, config, mail: mailService(config), jobs: jobQueue(db.$client, config.jobs) };
  mountEngine(app, buildResourceServices(db, moduleHooks(modules)));
  for (const { register } of modules) {
    if (register) await app.register(async (scope) => register(scope, ctx));
  }

  app.get('/api/health', { config: { auth: false }, schema: { hide: true } }, async () => ({ msg: 'OK' }));

  const indexHtml = join(config.webDist, 'index.html');
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, webAssetOptions(config.webDist));
  }
  const page = () => (existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : '<!doctype html><p>La aplicación web no está compilada: ejecuta npm run build.</p>');
  const html = (req: FastifyRequest) => withPublicUrlMeta(page(), publicBaseUrl(config.publicUrl, requestOrigin(req), config.port));
  app.get('/', { config: { auth: false }, schema: { hide: true } }, (req, reply) => reply.type('text/html').send(html(req)));

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api')) throw notFound('La ruta solicitada no existe.');
    const known = SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    return reply.status(known ? 200 : 404).type('text/html').send(html(req));
  });
  return app;
}
