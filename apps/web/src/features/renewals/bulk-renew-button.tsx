import Autorenew from '@mui/icons-material/Autorenew';
import { useState } from 'react';
import { Button, useListContext, useNotify, useUnselectAll } from 'react-admin';
import { useRefreshAfterAction } from '../../engine/use-refresh-after-action.ts';
import { useSession } from '../../lib/use-session.ts';
import { ConfirmDialog } from '../../components/dialogs/confirm-dialog.tsx';
import { hasPermission, seesWholeCompanyOf } from '../../session.ts';
import { renewTickets } from './api.ts';


/**
 * "Renovar seleccionados" for the renewal desk: each selected ticket is renewed on its own (the server answers
 * what happened to each), so a buyer short of balance does not hold back the others.
 */
export function BulkRenewButton() {
  const session = useSession();
  const { selectedIds, resource } = useListContext();
  const unselectAll = useUnselectAll(resource);
  const notify = useNotify();
  const refresh = useRefreshAfterAction();
  const [asking, setAsking] = useState(false);
  if (!seesWholeCompanyOf(session) || !hasPermission(session, 'renovation-ticket.renew')) return null;

  const run = async () => {
    const res = await renewTickets(selectedIds);
    const failed = res.items.filter((r) => !r.ok);
    notify([res.msg, ...failed.map((r) => `Ticket ${r.id}: ${r.msg}`)].join('\n'), { type: failed.length ? 'warning' : 'success', multiLine: true });
    unselectAll();
    refresh();
  };

  return (
    <>
      <Button label="Renovar seleccionados" onClick={() => setAsking(true)} data-testid="bulk-renew">
        <Autorenew />
      </Button>
      <ConfirmDialog
        open={asking}
        title="Renovar seleccionados"
        message={`Se renovarán ${selectedIds.length} tickets: a cada comprador se le descuenta el precio de su renovación.`}
        onConfirm={run}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
