import { Box, Paper, Typography } from '@mui/material';
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
}

const dateText = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 84 }}>{label}</Typography>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}>{value}</Typography>
      <CopyButton value={value} label={`Copiar ${label.toLowerCase()}`} />
    </Box>
  );
}

/** The credentials of delivered units, each value with its copy button (the client profile shows them too, so a buyer finds them again later). */
export function CredentialsList({ units, title }: { units: CredentialUnit[]; title?: string }) {
  return (
    <Box data-testid="delivered-credentials" sx={{ display: 'grid', gap: 1 }}>
      {title && <Typography variant="subtitle2">{title}</Typography>}
      {units.map((u, i) => (
        <Paper key={`${u.login}-${u.profile}-${i}`} variant="outlined" sx={{ p: 1.25 }}>
          {u.product && <Typography variant="subtitle2" sx={{ mb: 0.5 }}>{u.product}</Typography>}
          <Field label="Usuario" value={u.login} />
          <Field label="Contraseña" value={u.password} />
          {u.profile && <Field label="Perfil" value={u.profile} />}
          {u.pin && <Field label="PIN" value={u.pin} />}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Vence el {dateText(u.renewal_limit_date)}
          </Typography>
          {u.message && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <CopyButton text value={u.message} label="Copiar el mensaje completo" />
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
