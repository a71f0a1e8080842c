import { defineModule } from '../app-module.ts';
import { storeRoutes } from './store-routes.ts';
import { storeService } from './store-service.ts';

/** The public store of every seller (`/store/{codeuser}` and its API), readable without a session: visitors browse before they sign up. */
export default defineModule({ name: 'store', register: (app, { db, config }) => storeRoutes(app, storeService(db), config) });
