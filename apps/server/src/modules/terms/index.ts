import { defineModule } from '../app-module.ts';
import { termsRoutes } from './terms-routes.ts';

/** The terms and data policy texts. */
export default defineModule({ name: 'terms', register: (app) => termsRoutes(app) });
