import { defineModule } from '../app-module.ts';
import { currencyService } from '../currency/index.ts';
import { toolsRoutes } from './tools-routes.ts';
import { toolsService } from './tools-service.ts';

/** The tools page (apps, converter). */
export default defineModule({ name: 'tools', register: (app, { db }) => toolsRoutes(app, toolsService(db, currencyService(db))) });
