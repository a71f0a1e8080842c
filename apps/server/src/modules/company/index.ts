import { defineModule } from '../app-module.ts';
import { companyHooks } from './company-resource-hooks.ts';
import { companyRoutes } from './company-routes.ts';
import { companyService } from './company-service.ts';

export { countCompanies, insertCompany, syncCompanyIdentity } from './company-repository.ts';

/** Companies (tenants) and their own configuration. */
export default defineModule({
  name: 'company',
  hooks: { company: companyHooks },
  register: (app, { db }) => companyRoutes(app, companyService(db)),
});
