import { defineModule } from '../app-module.ts';
import { logRoutes } from './log-routes.ts';

/** The change history of every record. */
export default defineModule({ name: 'logs', register: (app, { db }) => logRoutes(app, db) });
