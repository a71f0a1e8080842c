import { defineModule } from '../app-module.ts';
import { roleAdminRoutes } from './role-admin-routes.ts';
import { roleAdminService } from './role-admin-service.ts';

export { groupsByIds } from './role-repository.ts';
export { seedCompanyGroups } from './role-service.ts';

/** Role groups: the permission matrix and the menu per role. */
export default defineModule({ name: 'roles', register: (app, { db }) => roleAdminRoutes(app, roleAdminService(db)) });
