import type { Feature } from '../../app/feature.ts';
import { BulkRenewButton } from './bulk-renew-button.tsx';

export { RenewalRequestButton } from './renewal-request-button.tsx';

export const renewalsFeature: Feature = {
  name: 'renewals',
  // the renewal desk renews the selected tickets at once
  extensions: {
    'renovation-ticket': { bulkActions: { component: BulkRenewButton, lists: ['renovation-ticket', 'renovation-ticket-to-be-renewed'] } },
  },
};
