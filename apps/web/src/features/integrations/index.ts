import { lazyPage } from '../../app/lazy-page.ts';

/** The integrations feature's one door: its route, the profile's link card and its messages. */
export { INTEGRATIONS_PATH } from './integrations-path.ts';
export { IntegrationsLinkCard } from './integrations-link-card.tsx';
export { integrationsEn, integrationsEs } from './integrations-messages.ts';
export const IntegrationsPage = lazyPage(() => import('./integrations-page.tsx'));
