import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { buildResourceServices, mountEngine } from './engine/index.ts';
import { notFound } from './lib/errors.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { authService } from './modules/auth/auth-service.ts';
import { companyRoutes } from './modules/company/company-routes.ts';
import { companyService } from './modules/company/company-service.ts';
import { logRoutes } from './modules/logs/log-routes.ts';
import { mailService } from './modules/mail/mail-service.ts';
import { settingsRoutes } from './modules/settings/settings-routes.ts';
import { settingsService } from './modules/settings/settings-service.ts';
import { termsRoutes } from './modules/terms/terms-routes.ts';
import { accountService } from './modules/users/account-service.ts';
import { userRoutes } from './modules/users/user-routes.ts';
import { balanceEventRoutes } from './modules/balance/balance-event-routes.ts';
import { balanceEvents } from './modules/balance/balance-events.ts';
import { balanceMovementHooks } from './modules/balance/balance-movement-hooks.ts';
import { balanceRoutes } from './modules/balance/balance-routes.ts';
import { balanceService } from './modules/balance/balance-service.ts';
import { bankAccountHooks } from './modules/bank-accounts/bank-account-hooks.ts';
import { platformBankAccountRoutes } from './modules/bank-accounts/platform-bank-account-routes.ts';
import { consignmentHooks } from './modules/consignments/consignment-hooks.ts';
import { consignmentRoutes } from './modules/consignments/consignment-routes.ts';
import { consignmentService } from './modules/consignments/consignment-service.ts';
import { backOfficeHooks } from './modules/back-office-hooks.ts';
import { backOfficeRoutes } from './modules/back-office-routes.ts';
import { mountSales, salesHooks } from './modules/sales-module.ts';
import { authPlugin } from './plugins/auth.ts';
import { envelopePlugin } from './plugins/envelope.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';

/** Paths the web app routes itself (history mode): they get index.html with 200; anything else a 404 page. */
const SPA_PREFIXES = ['/admin', '/auth', '/store'];

export async function buildApp(config: Config, db: Db, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // external plugins first, then ours, then routes (the fastify/demo order)
  await app.register(helmet, {
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
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'API de cuentas digitales', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } }, security: [{ bearer: [] }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  await app.register(envelopePlugin);
  await app.register(authPlugin, { db, secret: config.jwtSecret });
  await app.register(idempotencyPlugin, { db });

  const mail = mailService(config);
  const services = buildResourceServices(db, {
    // domain rules that plain CRUD must respect: deposits, users and companies, tickets, stock
    ...bankAccountHooks, ...consignmentHooks, ...balanceMovementHooks,
    ...backOfficeHooks,
    ...salesHooks,
  });
  authRoutes(app, db, authService(db, app.signSession));
  userRoutes(app, accountService(db, config, mail));
  termsRoutes(app);
  logRoutes(app, db);
  settingsRoutes(app, settingsService(db));
  companyRoutes(app, companyService(db));
  mountEngine(app, services);
  // template previews, converter, distributor network, roles pages, profile, tools
  backOfficeRoutes(app, db);
  // consignment transitions, platform bank accounts, balance adjustments
  consignmentRoutes(app, consignmentService(db));
  platformBankAccountRoutes(app, db);
  balanceRoutes(app, balanceService(db));
  const liveBalances = balanceEvents(db.$client, (msg) => app.log.warn(msg));
  await liveBalances.start();
  app.addHook('onClose', () => liveBalances.close());
  balanceEventRoutes(app, liveBalances);
  // config-prices, purchase, orders, bookings (and their expiry sweeper), digital-account-others
  mountSales(app, db);

  app.get('/api/health', { config: { auth: false }, schema: { hide: true } }, async () => ({ msg: 'OK' }));

  const indexHtml = join(config.webDist, 'index.html');
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false });
  }
  const html = () => (existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : '<!doctype html><p>La aplicación web no está compilada: ejecuta npm run build.</p>');
  app.get('/', { config: { auth: false }, schema: { hide: true } }, (_req, reply) => reply.type('text/html').send(html()));

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api')) throw notFound('La ruta solicitada no existe.');
    const known = SPA_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    return reply.status(known ? 200 : 404).type('text/html').send(html());
  });
  return app;
}
