import { Box, Button, CircularProgress, Link as MuiLink, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginRequest } from '../../auth-provider.ts';
import { PasswordField } from '../../components/password/password-field.tsx';
import { getSession } from '../../session.ts';
import { PublicShell } from './public-shell.tsx';
import { useActionSubmit } from '../../lib/use-action-submit.ts';

/** `/`: sign in, then into the admin (back to the page that asked for a login, when there was one). */
export default function LoginPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useActionSubmit();
  const [done, setDone] = useState(false);
  const next = (location.state as { nextPathname?: string } | null)?.nextPathname;
  const target = next?.startsWith('/admin') ? next : '/admin';

  if (getSession() && !done) return <Navigate to={target} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return;
    await run(async () => {
      await loginRequest(username.trim(), password);
      setDone(true);
      navigate(target, { replace: true });
    });
  };

  return (
    <PublicShell title={t('auth.login_title')} subtitle={t('auth.login_subtitle')}>
      <Box component="form" onSubmit={submit} noValidate data-testid="login-form">
        <Stack spacing={2}>
          <TextField label={t('auth.username')} name="username" value={username} onChange={(e) => setUsername(e.target.value)}
            autoComplete="username" autoFocus required fullWidth />
          <PasswordField label={t('auth.password')} name="password" value={password} onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password" required fullWidth />
          <Button type="submit" variant="contained" size="large" disabled={busy || !username.trim() || !password}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined} data-testid="login-submit">
            {t('auth.sign_in')}
          </Button>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <MuiLink component={Link} to="/auth/recover" variant="body2">{t('auth.forgot')}</MuiLink>
            <MuiLink component={Link} to="/auth/register-distributor" variant="body2">{t('auth.register')}</MuiLink>
          </Stack>
        </Stack>
      </Box>
    </PublicShell>
  );
}
