import { defineModule } from '../app-module.ts';
import { settingsRoutes } from './settings-routes.ts';
import { settingsService } from './settings-service.ts';

export { configurationSecret, configurationValues, seedCompanySettings } from './settings-service.ts';

/** Configuration entries of the company. */
export default defineModule({ name: 'settings', register: (app, { db }) => settingsRoutes(app, settingsService(db)) });
