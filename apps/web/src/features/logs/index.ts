import type { Feature } from '../../app/feature.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

export const logsFeature: Feature = {
  name: 'logs',
  resourceLists: { logs: lazyPage(() => import('./logs-list.tsx')) },
};
