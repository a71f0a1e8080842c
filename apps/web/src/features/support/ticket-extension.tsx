import type { SupportThreadResource } from '@app/shared';
import { lazyPage } from '../../lib/lazy-page.ts';
import type { ResourceExtension } from '../../engine/extension-types.ts';
import { TicketListLive } from './ticket-list-live.tsx';
import { UnreadBadge } from './unread-badge.tsx';

const TicketPage = lazyPage(() => import('./ticket-page.tsx'));

/**
 * What both kinds of ticket add to the generic screens: the thread page at `/{id}`, and in the lists the unread
 * responses of whoever is looking, kept current by the live stream.
 */
export const ticketExtension = (resource: SupportThreadResource): ResourceExtension => ({
  recordPage: TicketPage,
  listActions: TicketListLive,
  listColumns: [{ label: 'Sin leer', after: 'filing_number', render: (record) => <UnreadBadge record={record} resource={resource} /> }],
});
