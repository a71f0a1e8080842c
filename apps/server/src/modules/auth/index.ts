import { defineModule } from '../app-module.ts';
import { authRoutes } from './auth-routes.ts';
import { authService } from './auth-service.ts';

/** Login, session info and the menu of the signed-in user. */
export default defineModule({
  name: 'auth',
  register(app, { db }) {
    authRoutes(app, db, authService(db, app.signSession));
  },
});
