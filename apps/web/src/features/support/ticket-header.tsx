import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import LockOpen from '@mui/icons-material/LockOpen';
import TaskAlt from '@mui/icons-material/TaskAlt';
import { formatDateTime, resourceByName, type SupportThreadAnswer, type SupportThreadResource } from '@app/shared';
import { useState } from 'react';
import { ListButton, RecordContextProvider, useNotify } from 'react-admin';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { LogButton } from '../../engine/list/log-button.tsx';
import { ticketAction } from './api.ts';
import { sideLabels } from './ticket-viewer.ts';

const PRIORITY_COLORS: Record<string, 'default' | 'warning' | 'error'> = { low: 'default', medium: 'warning', high: 'error' };

/** The ticket above its thread: subject, number, state, who filed it and who answers, close and reopen. */
export function TicketHeader({ resource, thread, onChanged }: { resource: SupportThreadResource; thread: SupportThreadAnswer; onChanged: () => unknown }) {
  const { ticket, viewer } = thread;
  const notify = useNotify();
  const [asking, setAsking] = useState<'close' | 'open' | null>(null);
  const def = resourceByName(resource)!;
  const status = String(ticket[def.status!.field]);
  const labels = sideLabels(resource);
  const optionsOf = (field: string) => def.fields.find((f) => f.name === field)?.options ?? [];
  const priority = optionsOf('priority').find((p) => p.value === ticket.priority);
  const statusLabel = optionsOf(def.status!.field).find((s) => s.value === status)?.label ?? status;
  const run = async (action: 'close' | 'open') => {
    const res = await ticketAction(resource, ticket.id, action);
    notify(res.msg, { type: 'success' });
    await onChanged();
  };
  const people = [
    `${labels.requester}: ${ticket.user_name ?? '—'}`,
    ...(resource === 'support-client' ? [`${labels.desk}: ${ticket.distributor_name ?? '—'}`] : []),
    `Abierto el ${formatDateTime(ticket.created_at as string)}`,
  ];

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="ticket-header">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }} data-testid="ticket-filing">{String(ticket.filing_number ?? '')}</Typography>
            <Chip size="small" label={statusLabel}
              color={status === 'open' ? 'success' : 'default'} data-testid="ticket-status" />
            {priority && <Chip size="small" variant="outlined" label={`Prioridad ${priority.label.toLowerCase()}`} color={PRIORITY_COLORS[priority.value]} />}
          </Stack>
          <Typography variant="h6" component="h1" sx={{ overflowWrap: 'anywhere' }}>{String(ticket.subject)}</Typography>
          <Typography variant="body2" color="text.secondary">{people.join(' · ')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {viewer.can_close && (
            <Button variant="outlined" color="inherit" startIcon={<TaskAlt />} onClick={() => setAsking('close')} data-testid="ticket-close">
              Cerrar ticket
            </Button>
          )}
          {viewer.can_reopen && (
            <Button variant="outlined" startIcon={<LockOpen />} onClick={() => setAsking('open')} data-testid="ticket-reopen">Reabrir</Button>
          )}
          <RecordContextProvider value={ticket}>
            <LogButton withLabel />
          </RecordContextProvider>
          <ListButton />
        </Stack>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'open' ? 'Reabrir ticket' : 'Cerrar ticket'}
        message={asking === 'open'
          ? 'El ticket vuelve a quedar abierto y quien lo atiende recibe un aviso.'
          : viewer.role === 'requester'
            ? 'Cierra el ticket si ya quedó resuelto. Podrás reabrirlo durante 7 días.'
            : 'El ticket queda cerrado y quien lo abrió recibe un aviso; podrá reabrirlo durante 7 días.'}
        confirmLabel={asking === 'open' ? 'Reabrir' : 'Cerrar ticket'}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
      />
    </Paper>
  );
}
