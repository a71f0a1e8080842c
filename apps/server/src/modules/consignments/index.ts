import { defineModule } from '../app-module.ts';
import { consignmentHooks } from './consignment-hooks.ts';
import { consignmentRoutes } from './consignment-routes.ts';
import { consignmentService } from './consignment-service.ts';

export { approve, reject, reverse } from './consignment-actions.ts';
export { onConsignmentApproved } from './consignment-events.ts';
export { COMPANY_CONSIGNMENT, type ConsignmentKind, USER_CONSIGNMENT } from './consignment-kinds.ts';
export { insertConsignment, rootCompanyId } from './consignment-repository.ts';
export { checkReceipt } from './duplicate-receipts.ts';

/** Balance top-ups of users and companies: report, approve, reject, reverse. */
export default defineModule({
  name: 'consignments',
  hooks: consignmentHooks,
  register: (app, { db }) => consignmentRoutes(app, consignmentService(db)),
});
