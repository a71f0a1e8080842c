import { defineModule } from '../app-module.ts';
import { apiKeyRoutes } from './api-key-routes.ts';
import { apiKeyService } from './api-key-service.ts';

export { apiKeyVerifier, type ApiKeyVerifier, type VerifiedKey } from './api-key-verifier.ts';
export { hashOf, KEY_MARK } from './api-key-secret.ts';

/**
 * API keys for resellers' bots and shops: created by their owner (or staff) from a web session, the secret shown
 * once and kept as a hash, revocable, with last-used time and an optional address allow-list. A key acts as its
 * owner through the auth plugin (plugins/auth.ts, which app.ts hands `apiKeyVerifier`), narrowed by its scopes,
 * and only on routes that name a scope: it never reaches the owner's web session.
 */
export default defineModule({
  name: 'api-keys',
  register(app, { db }) {
    apiKeyRoutes(app, apiKeyService(db));
  },
});
