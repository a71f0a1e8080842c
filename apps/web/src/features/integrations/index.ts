import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { INTEGRATIONS_PATH } from './integrations-path.ts';

/** The integrations feature's one door: its page (reached from the profile's link card) (its messages live with the others in i18n/). */
export { INTEGRATIONS_PATH } from './integrations-path.ts';
export { IntegrationsLinkCard } from './integrations-link-card.tsx';

export const integrationsFeature: Feature = {
  name: 'integrations',
  // every signed-in user manages its own keys and webhooks; the server checks who may manage whose
  routes: [{ path: INTEGRATIONS_PATH, permission: null, page: lazyPage(() => import('./integrations-page.tsx')) }],
};
