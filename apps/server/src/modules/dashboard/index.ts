import { readReplicaOf } from '../../db/connection-roles.ts';
import { defineModule } from '../app-module.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { dashboardService } from './dashboard-service.ts';

export type { DashboardScope } from './dashboard-repository.ts';

/**
 * The dashboard of `/admin`: one call answering the caller's figures — staff see the company's
 * sales, money, pending work and stock; a distributor its subtree; a client what it owns; Root every company.
 */
export default defineModule({
  name: 'dashboard',
  // read-only: the streaming replica when one is configured (db/connection-roles.ts)
  register: (app, { db }) => dashboardRoutes(app, dashboardService(readReplicaOf(db))),
});
