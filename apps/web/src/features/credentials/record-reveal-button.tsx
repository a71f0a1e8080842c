import Visibility from '@mui/icons-material/Visibility';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme,
} from '@mui/material';
import type { RevealedUnit } from '@app/shared/contracts/credentials';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useResourceDef } from '../../engine/use-resource-def.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { errorMessage, showError } from '../../components/dialogs/dialog-bus.ts';
import { useSession } from '../../lib/use-session.ts';
import { recordUnit } from './record-unit.ts';
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
 * "Ver credenciales" on a record page with credentials (a stock account or profile, a hand-fulfilled request): its
 * lists and page show the password and PIN masked; this reveals them for this unit (a view from the page's screen,
 * recorded by the server). Offered where `recordUnit` says this session may reveal it.
 */
export function RecordRevealButton() {
  const record = useRecordContext();
  // a status list (the finalized requests) opens the record under its own name: the base resource decides
  const resource = useResourceDef().path;
  const session = useSession();
  const target = recordUnit(resource, record, session);
  const reveals = useUnitReveals(target?.screen ?? 'stock');
  const [unit, setUnit] = useState<RevealedUnit | null>(null);
  // on a phone the form's action bar holds an eye, not a second label beside "Vistas de credenciales"
  const phone = useMediaQuery((th: Theme) => th.breakpoints.down('sm'), { noSsr: true });
  if (!target) return null;
  const ref = target.unit;
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
          <IconButton size="small" onClick={open} disabled={reveals.busy(ref)} aria-label="Ver credenciales" data-testid="record-reveal"><Visibility fontSize="small" /></IconButton>
        </Tooltip>
      ) : <Button size="small" startIcon={<Visibility />} onClick={open} disabled={reveals.busy(ref)} data-testid="record-reveal">Ver credenciales</Button>}
      {unit && (
        <Dialog open onClose={() => setUnit(null)} aria-labelledby="record-reveal-title" fullWidth maxWidth="xs" slotProps={{ paper: { sx: { m: 1, width: 'calc(100% - 16px)' } } }}>
          <DialogTitle id="record-reveal-title">{unit.product}</DialogTitle>
          <DialogContent>
            <Stack spacing={0.5}>
              <Line label="Usuario" value={unit.login} testId="record-reveal-login" />
              <Line label="Contraseña" value={unit.password} testId="record-reveal-password" />
              <Line label="Perfil" value={unit.profile} testId="record-reveal-profile" />
              <Line label="PIN" value={unit.pin} testId="record-reveal-pin" />
              <Line label="Perfiles" value={profiles} testId="record-reveal-profiles" />
            </Stack>
          </DialogContent>
          <DialogActions><Button onClick={() => setUnit(null)}>Cerrar</Button></DialogActions>
        </Dialog>
      )}
    </>
  );
}
