import { Chip } from '@mui/material';
import { unreadFor, type SupportThreadResource } from '@app/shared';
import type { RaRecord } from 'react-admin';
import { useSession } from '../../lib/use-session.ts';
import { roleOnTicket } from './ticket-viewer.ts';

/** A list cell: how many responses of the other side the signed-in user has not read on this ticket. */
export function UnreadBadge({ record, resource }: { record: RaRecord; resource: SupportThreadResource }) {
  const session = useSession();
  const count = unreadFor(record, roleOnTicket(session, resource, record));
  if (!count) return null;
  return (
    <Chip size="small" color="primary" label={count === 1 ? '1 nueva' : `${count} nuevas`} data-testid="ticket-unread"
      sx={{ fontWeight: 600 }} />
  );
}
