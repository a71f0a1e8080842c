import type { LoginResponse } from '@app/shared';
import { DATA_POLICY_TEXT } from '@app/shared/validation/data-policy';
import { passwordProblems } from '@app/shared/validation/password';
import { PHONE_COUNTRIES, sanitizePhone } from '@app/shared/validation/phone';
import { storeSignupSchema } from '@app/shared/store/store-signup';
import {
  Alert, Box, Button, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, IconButton, MenuItem, Tab, Tabs, TextField, Typography,
} from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useState, type FormEvent } from 'react';
import { saveLogin } from '../../session.ts';
import { fieldErrorsOf, useActionSubmit } from '../../lib/use-action-submit.ts';
import { storeLogin, storeSignup } from '../store-api.ts';

async function signIn(username: string, password: string): Promise<LoginResponse['profile']> {
  const res = await storeLogin(username, password);
  saveLogin(res);
  return res.profile;
}

const NOT_HERE = 'Iniciaste sesión, pero esta cuenta no es cliente de esta tienda. Crea una cuenta aquí para comprar.';

/**
 * Sign up (a Publico client of this store's seller: name, phone with its country, email, password with the §5 rules,
 * data-policy consent) or sign in with the email. `onSignedIn` merges the visitor's cart into the client's.
 */
export default function AccountDialog({ code, sellerId, sellerName, open, onClose, onSignedIn }: {
  code: string; sellerId: number; sellerName: string; open: boolean; onClose: () => void; onSignedIn: () => Promise<void> | void;
}) {
  const [tab, setTab] = useState<'signup' | 'login'>('signup');
  const [form, setForm] = useState({ name: '', country: 'co', phone: '', email: '', password: '', data_policy: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();
  const set = (k: keyof typeof form) => (v: string | boolean) => setForm((f) => ({ ...f, [k]: v }));
  const rules = passwordProblems(form.password);

  const done = async () => {
    await onSignedIn();
    onClose();
  };

  const signup = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = storeSignupSchema.safeParse({ ...form, data_policy: form.data_policy || null });
    if (!parsed.success) {
      const first: Record<string, string> = {};
      for (const issue of parsed.error.issues) first[String(issue.path[0])] ??= issue.message;
      setErrors(first);
      setError('Existen campos con errores');
      return;
    }
    setErrors({});
    await run(async () => {
      await storeSignup(code, parsed.data);
      await signIn(parsed.data.email, parsed.data.password);
      await done();
    }, { errorTo: setError, onError: (err) => setErrors(fieldErrorsOf(err)) });
  };

  const login = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    await run(async () => {
      const profile = await signIn(form.email.trim(), form.password);
      // a client of another seller (or a distributor) has no cart in this store
      if (profile.parent_id !== sellerId || !['Publico', 'Cliente'].includes(profile.rol?.name)) {
        setError(NOT_HERE);
        return;
      }
      await done();
    }, { errorTo: setError });
  };

  const field = (k: 'name' | 'email' | 'password', label: string, extra: Record<string, unknown> = {}) => (
    <TextField required size="small" label={label} value={form[k]} onChange={(e) => set(k)(e.target.value)} error={!!errors[k]} helperText={errors[k]}
      slotProps={{ htmlInput: { 'data-testid': `account-${k}` } }} {...extra} />
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="store-account-title">
      <DialogTitle id="store-account-title" sx={{ pr: 6 }}>
        {tab === 'signup' ? 'Crea tu cuenta' : 'Inicia sesión'}
        <IconButton aria-label="Cerrar" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}><Close /></IconButton>
      </DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_e, v) => { setTab(v); setError(null); }} variant="fullWidth" sx={{ mb: 2 }}>
          <Tab value="signup" label="Soy nuevo" data-testid="account-tab-signup" />
          <Tab value="login" label="Ya tengo cuenta" data-testid="account-tab-login" />
        </Tabs>
        {tab === 'signup' ? (
          <Box component="form" onSubmit={signup} noValidate sx={{ display: 'grid', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary">Compra en la tienda de {sellerName} con tu saldo.</Typography>
            {field('name', 'Nombre completo')}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TextField select size="small" label="País" value={form.country} onChange={(e) => set('country')(e.target.value)} sx={{ width: 120 }}
                slotProps={{ htmlInput: { 'aria-label': 'País del teléfono' } }}>
                {PHONE_COUNTRIES.map((c) => <MenuItem key={c.code} value={c.code}>{c.code.toUpperCase()} {c.dialCode}</MenuItem>)}
              </TextField>
              <TextField required size="small" label="Teléfono" value={form.phone} inputMode="numeric" sx={{ flex: 1 }}
                onChange={(e) => set('phone')(sanitizePhone(e.target.value))} error={!!errors.phone} helperText={errors.phone}
                slotProps={{ htmlInput: { 'data-testid': 'account-phone', maxLength: 10 } }} />
            </Box>
            {field('email', 'Correo electrónico', { type: 'email' })}
            {field('password', 'Contraseña', { type: 'password' })}
            {form.password && rules.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary', typography: 'body2' }} aria-live="polite">
                {rules.map((r) => <li key={r}>{r}</li>)}
              </Box>
            )}
            <FormControlLabel
              control={<Checkbox checked={form.data_policy} onChange={(e) => set('data_policy')(e.target.checked)} slotProps={{ input: { 'data-testid': 'account-data-policy' } as never }} />}
              label={<Typography variant="body2">{DATA_POLICY_TEXT}</Typography>}
            />
            {errors.data_policy && <Typography variant="body2" color="error">{errors.data_policy}</Typography>}
            {error && <Alert severity="error">{error}</Alert>}
            <Button type="submit" variant="contained" disabled={busy || rules.length > 0} data-testid="account-signup-submit">Crear cuenta</Button>
          </Box>
        ) : (
          <Box component="form" onSubmit={login} sx={{ display: 'grid', gap: 1.5 }}>
            {field('email', 'Correo o usuario')}
            {field('password', 'Contraseña', { type: 'password' })}
            {error && <Alert severity="error">{error}</Alert>}
            <Button type="submit" variant="contained" disabled={busy} data-testid="account-login-submit">Ingresar</Button>
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
