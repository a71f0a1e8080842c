import Visibility from '@mui/icons-material/Visibility';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import type { RevealedUnit } from '@app/shared/contracts/credentials';
import { useState } from 'react';
import { useRecordContext, useResourceContext } from 'react-admin';
import { CopyButton } from '../../components/copy-button.tsx';
import { errorMessage, showError } from '../../components/dialogs/dialog-bus.ts';
import { useSession } from '../../lib/use-session.ts';
import { hasPermission } from '../../session.ts';
import { useUnitReveals } from './use-unit-reveals.ts';

function Line({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  if (!value) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: 96, flexShrink: 0 }}>{label}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flexGrow: 1 }} data-testid={testId}>{value}</Typography>
      <CopyButton text={value} label={`Copiar ${label.toLowerCase()}`} />
    </Stack>
  );
}

/**
 * "Ver credenciales" on a stock account's or profile's form: its lists and form show the password and PIN masked;
 * this reveals them for this unit (a view from the stock screen, recorded by the server). Offered to staff who may
 * read stock passwords, and on a sold unit (its buyer's chain and staff reach it).
 */
export function StockRevealButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const session = useSession();
  const reveals = useUnitReveals('stock');
  const [unit, setUnit] = useState<RevealedUnit | null>(null);
  // on a phone the form's action bar holds an eye, not a second label beside "Vistas de credenciales"
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'), { noSsr: true });
  if (!record) return null;
  const sold = resource === 'profiles' ? !!record.user_id : !!record.owner_id;
  if (!sold && !hasPermission(session, 'digital-account.show_observations')) return null;
  const ref = resource === 'profiles'
    ? { profile_id: Number(record.id), digital_account_id: Number(record.digital_account_id) }
    : { profile_id: null, digital_account_id: Number(record.id) };
  const open = async () => {
    try {
      setUnit(await reveals.reveal(ref));
    } catch (err) {
      showError(errorMessage(err));
    }
  };
  const profiles = unit?.profiles?.length ? unit.profiles.map((p) => (p.pin ? `${p.name} (PIN ${p.pin})` : p.name)).join(', ') : null;
  return (
    <>
      {phone ? (
        <Tooltip title="Ver credenciales">
          <IconButton size="small" onClick={open} disabled={reveals.busy(ref)} aria-label="Ver credenciales" data-testid="stock-reveal"><Visibility fontSize="small" /></IconButton>
        </Tooltip>
      ) : <Button size="small" startIcon={<Visibility />} onClick={open} disabled={reveals.busy(ref)} data-testid="stock-reveal">Ver credenciales</Button>}
      {unit && (
        <Dialog open onClose={() => setUnit(null)} aria-labelledby="stock-reveal-title" fullWidth maxWidth="xs" slotProps={{ paper: { sx: { m: 1, width: 'calc(100% - 16px)' } } }}>
          <DialogTitle id="stock-reveal-title">{unit.product}</DialogTitle>
          <DialogContent>
            <Stack spacing={0.5}>
              <Line label="Usuario" value={unit.login} testId="stock-reveal-login" />
              <Line label="Contraseña" value={unit.password} testId="stock-reveal-password" />
              <Line label="Perfil" value={unit.profile} testId="stock-reveal-profile" />
              <Line label="PIN" value={unit.pin} testId="stock-reveal-pin" />
              <Line label="Perfiles" value={profiles} testId="stock-reveal-profiles" />
            </Stack>
          </DialogContent>
          <DialogActions><Button onClick={() => setUnit(null)}>Cerrar</Button></DialogActions>
        </Dialog>
      )}
    </>
  );
}
