import { Alert, Box, Button, LinearProgress, Stack } from '@mui/material';
import LockOpen from '@mui/icons-material/LockOpen';
import { formatDateTime, resourceByName, type SupportThreadAnswer, type SupportThreadResource } from '@app/shared';
import { Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../components/dialogs/dialog-bus.ts';
import { useResourceDef } from '../../engine/use-resource-def.ts';
import { ResponseComposer } from './response-composer.tsx';
import { TicketHeader } from './ticket-header.tsx';
import { TicketThread } from './ticket-thread.tsx';
import { isThreadResource } from './ticket-viewer.ts';
import { useTicketThread } from './use-ticket-thread.ts';

/** Under the thread when the reader cannot answer: why, and what it can do instead. */
function NoComposer({ resource, thread }: { resource: SupportThreadResource; thread: SupportThreadAnswer }) {
  const { ticket, viewer } = thread;
  const closed = viewer.reopen_until !== null || !!ticket.closed_at;
  if (!closed) {
    return (
      <Alert severity="info" data-testid="ticket-read-only">
        {resource === 'support-client'
          ? 'Puedes consultar este ticket; lo responden el cliente y su vendedor.'
          : 'Puedes consultar este ticket; lo responden quien lo abrió y el personal de soporte.'}
      </Alert>
    );
  }
  const closedAt = ticket.closed_at ? formatDateTime(ticket.closed_at as string) : '';
  if (viewer.can_reopen) {
    return (
      <Alert severity="info" data-testid="ticket-closed" icon={<LockOpen />}>
        Este ticket se cerró el {closedAt}. Si el problema continúa, puedes reabrirlo con el botón «Reabrir» hasta el{' '}
        {formatDateTime(viewer.reopen_until!)}.
      </Alert>
    );
  }
  return (
    <Alert severity="info" data-testid="ticket-closed">
      {viewer.role === 'requester'
        ? `Este ticket se cerró el ${closedAt} y ya no puede reabrirse: si lo necesitas, abre un ticket nuevo.`
        : `Este ticket se cerró el ${closedAt}.`}
    </Alert>
  );
}

/**
 * `/admin/support-ticket/{id}` and `/admin/support-client/{id}`: the ticket and its thread, chat-like, with the
 * composer (and the default responses for the desk), close and reopen. Reading it clears the reader's unread
 * marker; answers from the other side arrive live.
 */
export default function TicketPage() {
  const { path } = useResourceDef();
  const params = useParams();
  const id = Number(params.id);
  const resource: SupportThreadResource = isThreadResource(path) ? path : 'support-ticket';
  const { data, error, isPending, isFetching, refetch, fresh } = useTicketThread(resource, id);
  const label = resourceByName(resource)!.label.one;

  return (
    <Box sx={{ width: '100%', maxWidth: 980, mx: 'auto', py: 1 }} data-testid="ticket-page">
      <Title title={data ? `${label} ${data.ticket.filing_number ?? ''}` : label} />
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
      {isPending && !error && <Box sx={{ py: 4 }} />}
      {error && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Reintentar</Button>}>
          {errorMessage(error)}
        </Alert>
      )}
      {data && (
        <Stack spacing={1}>
          <TicketHeader resource={resource} thread={data} onChanged={refetch} />
          <TicketThread resource={resource} thread={data} fresh={fresh} />
          {data.viewer.can_respond
            ? <ResponseComposer resource={resource} id={id} withDefaults={data.viewer.can_use_default_responses} onSent={refetch} />
            : <NoComposer resource={resource} thread={data} />}
        </Stack>
      )}
    </Box>
  );
}
