import { defineModule } from '../app-module.ts';
import { digitalAccountHooks, profileHooks } from './inventory-hooks.ts';
import { profileRoutes } from './profile-routes.ts';

export { stockByProduct } from './inventory-repository.ts';

/** Stock: digital accounts and their profiles. */
export default defineModule({
  name: 'inventory',
  hooks: { 'digital-account': digitalAccountHooks, profiles: profileHooks },
  register: (app, { db }) => profileRoutes(app, db),
});
