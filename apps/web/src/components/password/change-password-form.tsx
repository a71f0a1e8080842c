import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { showSuccess } from '../dialogs/dialog-bus.ts';
import { PasswordField } from './password-field.tsx';
import { passwordOk } from './password-checks.ts';
import { PasswordRules } from './password-rules.tsx';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { changePassword } from '../../api/shared-queries.ts';

/** Spec §8: the exact sentence shown after a password change. */
export const PASSWORD_CHANGED = 'La contraseña se modifico correctamente.';

/**
 * Spec §4/§5 change-password form: the rules tick live and the assign button stays disabled until all hold.
 * `userId` is the signed-in user (own password) or any user for those with user.update.
 */
export function ChangePasswordForm({ userId, onDone }: { userId: number; onDone?: () => void }) {
  const t = useTranslate();
  const [password, setPassword] = useState('');
  const { busy, run } = useActionSubmit();
  const valid = passwordOk(password);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    await run(async () => {
      const res = await changePassword(userId, password);
      setPassword('');
      showSuccess(res.msg || PASSWORD_CHANGED, onDone);
    });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="change-password-form">
      <Typography variant="h6" gutterBottom>{t('password.title')}</Typography>
      <Stack spacing={1.5} sx={{ maxWidth: 380 }}>
        <PasswordField
          label={t('password.new')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordRules password={password} />
        <Box>
          <Button type="submit" variant="contained" disabled={!valid || busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
            {t('password.assign')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
