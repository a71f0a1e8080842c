import { publicBaseUrl } from '../../lib/public-url.ts';
import { defineModule } from '../app-module.ts';
import { credentialRoutes } from './credential-routes.ts';
import { revealService } from './reveal-service.ts';
import { shareService } from './share-service.ts';

export { announceCredentialChange, type ChangedCredentials } from './change-notices.ts';
export { deliveryTracer, recordViews, revealTracer, traceReplay, unitsIn, viewerOf, type RevealedUnit, type RevealTracer, type Viewer } from './credential-views.ts';
export { maskUnit } from './mask-credentials.ts';
export { hashShareToken } from './share-token.ts';

/**
 * Credentials leave a trace (DOMAIN.md "Trust"): lists and details answer a unit's password and PIN masked
 * (`maskUnit`, and the engine for stock), one unit is revealed by `POST /api/v1/credentials/reveal`, and every
 * route that sends them in clear records a view through `recordViews`; staff read a unit's history; buyers share
 * one unit through an expiring, revocable link (`/s/{token}`, its token kept only as a hash) whose every opening
 * is a view; and a change of a shared account's credentials tells every holder at once
 * (`announceCredentialChange`, called by the stock's update rules).
 */
export default defineModule({
  name: 'credentials',
  register(app, { db, config }) {
    credentialRoutes(app, db, shareService(db, (origin) => publicBaseUrl(config.publicUrl, origin, config.port)), revealService(db));
  },
});
