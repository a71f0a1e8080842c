import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { isMaskedCredential, type RevealedUnit } from '@app/shared/contracts/credentials';
import { useState } from 'react';
import { revealStoreUnit } from '../store-api.ts';
import { CopyButton } from './copy-button.tsx';

/** A delivered unit: what the client needs to use it. */
export interface CredentialUnit {
  product?: string;
  login: string;
  password: string;
  profile: string | null;
  pin: string | null;
  renewal_limit_date: string;
  message?: string;
  /** Which unit it is: a masked unit (the client profile) is revealed by it. */
  profile_id?: number | null;
  digital_account_id?: number;
}

const dateText = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
};

function Field({ label, value, extra }: { label: string; value: string; extra?: React.ReactNode }) {
  const masked = isMaskedCredential(value);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 84 }}>{label}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}>{value}</Typography>
      {extra}
      {!masked && <CopyButton value={value} label={`Copiar ${label.toLowerCase()}`} />}
    </Box>
  );
}

/**
 * One unit. The client profile sends the password and PIN masked: the eye reveals them (the server records the
 * view) and then they are copied like the rest; a purchase's answer shows them at once.
 */
function UnitCard({ unit }: { unit: CredentialUnit }) {
  const [shown, setShown] = useState<RevealedUnit | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const masked = isMaskedCredential(unit.password) && unit.digital_account_id !== undefined;
  const toggle = async () => {
    if (shown) return setShown(null);
    setBusy(true);
    setError(null);
    try {
      setShown(await revealStoreUnit({ profile_id: unit.profile_id ?? null, digital_account_id: unit.digital_account_id! }));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const eye = masked && (
    <Tooltip title={shown ? 'Ocultar' : 'Mostrar contraseña y PIN'}>
      <span>
        <IconButton size="small" onClick={toggle} disabled={busy} aria-label={shown ? 'Ocultar' : 'Mostrar contraseña y PIN'} data-testid={shown ? 'hide-credentials' : 'reveal-credentials'}>
          {shown ? <VisibilityOff fontSize="inherit" /> : <Visibility fontSize="inherit" />}
        </IconButton>
      </span>
    </Tooltip>
  );
  const pin = shown ? shown.pin : unit.pin;
  const message = shown ? shown.message : masked ? undefined : unit.message;
  return (
    <Paper variant="outlined" sx={{ p: 1.25 }}>
      {unit.product && <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{unit.product}</Typography>}
      <Field label="Usuario" value={unit.login} />
      <Field label="Contraseña" value={shown ? shown.password : unit.password} extra={eye} />
      {unit.profile && <Field label="Perfil" value={unit.profile} />}
      {pin && <Field label="PIN" value={pin} />}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Vence el {dateText(unit.renewal_limit_date)}
      </Typography>
      {error && <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert>}
      {message && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <CopyButton text value={message} label="Copiar el mensaje completo" />
        </Box>
      )}
    </Paper>
  );
}

/** The credentials of delivered units, each value with its copy button (the client profile shows them too, so a buyer finds them again later). */
export function CredentialsList({ units, title }: { units: CredentialUnit[]; title?: string }) {
  return (
    <Box data-testid="delivered-credentials" sx={{ display: 'grid', gap: 1 }}>
      {title && <Typography variant="subtitle2">{title}</Typography>}
      {units.map((u, i) => <UnitCard key={`${u.login}-${u.profile}-${i}`} unit={u} />)}
    </Box>
  );
}
