import { defineModule } from '../app-module.ts';
import { consignmentHooks } from './consignment-hooks.ts';
import { consignmentRoutes } from './consignment-routes.ts';
import { consignmentService } from './consignment-service.ts';

/** Balance top-ups of users and companies: report, approve, reject, reverse. */
export default defineModule({
  name: 'consignments',
  hooks: consignmentHooks,
  register: (app, { db }) => consignmentRoutes(app, consignmentService(db)),
});
