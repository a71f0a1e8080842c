import { Box, Button, CircularProgress, Link as MuiLink, Stack, TextField } from '@mui/material';
import { passwordsMatch } from '@app/shared';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { PasswordField } from '../../components/password/password-field.tsx';
import { passwordOk } from '../../components/password/password-checks.ts';
import { PasswordRules } from '../../components/password/password-rules.tsx';
import { PublicShell } from './public-shell.tsx';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { recoverPassword, resetPassword } from './api.ts';

function RequestForm() {
  const t = useTranslate();
  const [username, setUsername] = useState('');
  const { busy, run } = useActionSubmit();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return;
    await run(async () => {
      const res = await recoverPassword(username.trim());
      showSuccess(res.msg);
      setUsername('');
    });
  };
  return (
    <PublicShell title={t('auth.recover_title')} subtitle={t('auth.recover_help')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField label={t('auth.username')} value={username} onChange={(e) => setUsername(e.target.value)} required fullWidth autoFocus />
          <Button type="submit" variant="contained" disabled={busy || !username.trim()} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {t('auth.recover_send')}
          </Button>
          <MuiLink component={Link} to="/" variant="body2">{t('auth.back_to_login')}</MuiLink>
        </Stack>
      </Box>
    </PublicShell>
  );
}

function ResetForm({ token }: { token: string }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { busy, run } = useActionSubmit();
  const mismatch = confirm !== '' && passwordsMatch(password, confirm) !== null;
  const valid = passwordOk(password) && password === confirm;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    await run(async () => {
      const res = await resetPassword(token, password);
      showSuccess(res.msg, () => navigate('/', { replace: true }));
    });
  };
  return (
    <PublicShell title={t('auth.reset_title')} subtitle={t('auth.reset_help')}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <PasswordField label={t('auth.new_password')} value={password} onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password" required fullWidth autoFocus />
          <PasswordRules password={password} />
          <PasswordField label={t('auth.confirm_password')} value={confirm} onChange={(e) => setConfirm(e.target.value)}
            autoComplete="new-password" required fullWidth error={mismatch} helperText={mismatch ? t('auth.passwords_differ') : ' '} />
          <Button type="submit" variant="contained" disabled={busy || !valid}>{t('auth.reset_send')}</Button>
          <MuiLink component={Link} to="/" variant="body2">{t('auth.back_to_login')}</MuiLink>
        </Stack>
      </Box>
    </PublicShell>
  );
}

/** `/auth/recover`: ask for the emailed link, or (with `?token=`) set the new password. */
export default function RecoverPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetForm token={token} /> : <RequestForm />;
}
