import Share from '@mui/icons-material/Share';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, MenuItem, Stack, TextField, Tooltip,
} from '@mui/material';
import { formatDateTime } from '@app/shared';
import { SHARE_DEFAULT_HOURS, SHARE_DEFAULT_VIEWS } from '@app/shared/contracts/credentials';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { CopyButton } from '../../components/copy-button.tsx';
import { useHostedDialog } from '../../components/dialogs/dialog-host.tsx';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { useCreateShare, useRevokeShare, type CreatedShare } from './api.ts';

const HOURS = [1, 6, SHARE_DEFAULT_HOURS, 72, 168];
const VIEWS = [SHARE_DEFAULT_VIEWS, 2, 3, 5, 10];

/**
 * "Compartir" on a delivered unit: makes an expiring link that shows this unit's credentials to whoever opens it
 * (no session needed), shows it once to copy, and can revoke it at once. The dialog is hosted above the list, so
 * the link shown once survives the list turning from table to cards.
 */
export function ShareCredentialsButton({ profileId, label }: { profileId: number; label: string }) {
  const dialog = useHostedDialog();
  return (
    <>
      <Tooltip title="Compartir con un enlace">
        <IconButton size="small" onClick={() => dialog.open(<ShareCredentialsDialog profileId={profileId} label={label} onClose={dialog.close} />)}
          aria-label={`Compartir ${label}`} data-testid="share-credentials">
          <Share fontSize="small" />
        </IconButton>
      </Tooltip>
      {dialog.outlet}
    </>
  );
}

function ShareCredentialsDialog({ profileId, label, onClose }: { profileId: number; label: string; onClose: () => void }) {
  const notify = useNotify();
  const [hours, setHours] = useState(SHARE_DEFAULT_HOURS);
  const [views, setViews] = useState(SHARE_DEFAULT_VIEWS);
  const [share, setShare] = useState<CreatedShare | null>(null);
  const [revoked, setRevoked] = useState(false);
  const { busy, run } = useActionSubmit();
  const create = useCreateShare();
  const revoke = useRevokeShare();

  const submit = () => run(async () => {
    setShare(await create.mutateAsync({ profile_id: profileId, expires_in_hours: hours, max_views: views }));
  });
  const cancelLink = () => run(async () => {
    const res = await revoke.mutateAsync(share!.token);
    notify(res.msg, { type: 'success' });
    setRevoked(true);
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="share-credentials-title" slotProps={{ paper: { sx: { width: 480, m: 1 } } }}>
      <DialogTitle id="share-credentials-title">Compartir credenciales</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {label}. Quien abra el enlace verá el usuario, la contraseña, el perfil y el PIN de esta unidad, sin iniciar sesión.
        </DialogContentText>
        {share ? (
          <Stack spacing={1.5}>
            <TextField label="Enlace" value={share.url} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-url' } }} />
            <Alert severity={revoked ? 'warning' : 'info'}>
              {revoked
                ? 'Enlace revocado: ya no muestra las credenciales.'
                : `Vence el ${formatDateTime(share.expires_at)} · se puede abrir ${share.max_views} ${share.max_views === 1 ? 'vez' : 'veces'}. Cópialo ahora: no se volverá a mostrar.`}
            </Alert>
          </Stack>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select size="small" label="Vence en" value={hours} onChange={(e) => setHours(Number(e.target.value))} fullWidth>
              {HOURS.map((h) => <MenuItem key={h} value={h}>{h === 1 ? '1 hora' : h % 24 === 0 ? `${h / 24} ${h === 24 ? 'día' : 'días'}` : `${h} horas`}</MenuItem>)}
            </TextField>
            <TextField select size="small" label="Vistas permitidas" value={views} onChange={(e) => setViews(Number(e.target.value))} fullWidth>
              {VIEWS.map((v) => <MenuItem key={v} value={v}>{v === 1 ? '1 vista' : `${v} vistas`}</MenuItem>)}
            </TextField>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {share && !revoked && <Button color="error" onClick={cancelLink} disabled={busy} data-testid="share-revoke">Revocar</Button>}
        {share && !revoked && <CopyButton text={share.url} label="Copiar enlace" variant="button" testId="share-copy" />}
        <Button onClick={onClose} disabled={busy}>{share ? 'Cerrar' : 'Cancelar'}</Button>
        {!share && <Button variant="contained" onClick={submit} disabled={busy} data-testid="share-create">Crear enlace</Button>}
      </DialogActions>
    </Dialog>
  );
}
