import ReportProblem from '@mui/icons-material/ReportProblem';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { emit } from '../../app-events.ts';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import type { AccountFaultyAnswer } from '@app/shared/contracts/faults';
import { markAccountFaulty } from './api.ts';


/**
 * "Marcar con falla" on a digital account (staff): the account leaves the stock and every unit of it a buyer owns
 * is reassigned at once (DOMAIN.md "Fault report"); the ones with no replacement in stock keep an open report,
 * waiting for inventory. The dialog ends with what happened to each unit.
 */
export function MarkAccountFaultyButton() {
  const record = useRecordContext();
  const session = useSession();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { busy, run } = useActionSubmit();
  const [answer, setAnswer] = useState<AccountFaultyAnswer | null>(null);
  if (!record || record.state === 'faulty' || !hasPermission(session, 'report-fault-account.reasing')) return null;

  const mark = async () => {
    await run(async () => {
      const res = await markAccountFaulty(record.id, reason.trim());
      emit('data-changed', { resource: 'report-fault-account' });
      notify(res.msg, { type: 'success' });
      setAnswer(res);
    });
  };
  const close = () => {
    setOpen(false);
    if (answer) refresh();
    setAnswer(null);
  };

  return (
    <>
      <Button size="small" color="warning" startIcon={<ReportProblem />} onClick={() => setOpen(true)} data-testid="mark-account-faulty">
        Marcar con falla
      </Button>
      {open && (
        <Dialog open onClose={busy ? undefined : close} aria-labelledby="account-faulty-title" slotProps={{ paper: { sx: { width: 480 } } }}>
          <DialogTitle id="account-faulty-title">Marcar la cuenta {String(record.login)} con falla</DialogTitle>
          <DialogContent>
            {answer ? (
              <>
                <Alert severity="success" sx={{ mb: 1 }}>{answer.msg}</Alert>
                <List dense>
                  {answer.items.map(({ report, delivered }) => (
                    <ListItem key={report.id} disableGutters sx={{ display: 'block' }}>
                      <Link to={`/admin/report-fault-account/${report.id}`}>Reporte #{report.id}</Link>
                      &nbsp;· {report.profile_name ?? report.login}: {delivered ? `reasignado a ${delivered.login}${delivered.profile ? ` · ${delivered.profile}` : ''}` : 'en espera de inventario'}
                    </ListItem>
                  ))}
                </List>
              </>
            ) : (
              <>
                <DialogContentText sx={{ mb: 2 }}>
                  La cuenta sale del inventario y cada perfil vendido de ella se reemplaza por otro del mismo producto, con la misma fecha de
                  vencimiento; sus compradores reciben las nuevas credenciales. Los que no tengan reemplazo quedan en espera de inventario.
                </DialogContentText>
                <TextField label="Motivo (opcional)" value={reason} onChange={(e) => setReason(e.target.value.slice(0, 500))} fullWidth multiline minRows={2}
                  slotProps={{ htmlInput: { 'data-testid': 'account-faulty-reason' } }} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={busy}>{answer ? 'Cerrar' : 'Cancelar'}</Button>
            {!answer && (
              <Button variant="contained" color="warning" onClick={mark} disabled={busy} data-testid="account-faulty-accept"
                startIcon={busy ? <CircularProgress size={16} /> : undefined}>
                Marcar y reasignar
              </Button>
            )}
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
