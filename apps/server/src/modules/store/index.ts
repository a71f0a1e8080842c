import { defineModule } from '../app-module.ts';
import { storeRoutes } from './store-routes.ts';
import { storeService } from './store-service.ts';

/** The public store of every seller (`/store/{codeuser}` and its API), readable without a session (issue 11). */
export default defineModule({ name: 'store', register: (app, { db, config }) => storeRoutes(app, storeService(db), config.webDist) });
