import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { currencyRoutes } from './currency/currency-routes.ts';
import { currencyService } from './currency/currency-service.ts';
import { roleAdminRoutes } from './roles/role-admin-routes.ts';
import { roleAdminService } from './roles/role-admin-service.ts';
import { templateRoutes } from './templates/template-routes.ts';
import { templateService } from './templates/template-service.ts';
import { toolsRoutes } from './tools/tools-routes.ts';
import { toolsService } from './tools/tools-service.ts';
import { networkRoutes } from './users/network-routes.ts';
import { networkService } from './users/network-service.ts';
import { profileRoutes } from './users/profile-routes.ts';
import { profileService } from './users/profile-service.ts';

/** Issue 3: the back-office calls beyond the generic engine (previews, converter, network, roles, profile, tools). */
export function backOfficeRoutes(app: FastifyInstance, db: Db) {
  const currencies = currencyService(db);
  templateRoutes(app, templateService(db));
  currencyRoutes(app, currencies);
  networkRoutes(app, networkService(db));
  roleAdminRoutes(app, roleAdminService(db));
  profileRoutes(app, profileService(db));
  toolsRoutes(app, toolsService(db, currencies));
}
