import { Box, Button, Checkbox, CircularProgress, FormControlLabel, FormHelperText, Link as MuiLink, Stack, TextField } from '@mui/material';
import { DATA_POLICY_TEXT } from '@app/shared';
import { useTranslate } from 'ra-core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/http.ts';
import { showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { PhoneInput } from '../../components/form/phone-input.tsx';
import { PasswordField } from '../../components/password/password-field.tsx';
import { PasswordRules } from '../../components/password/password-rules.tsx';
import { FieldErrorList } from '../../components/form/field-errors.tsx';
import { PublicShell } from './public-shell.tsx';
import { EMPTY_REGISTER, registerBody, validateRegister, type RegisterForm } from './register-validation.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { registerDistributor } from './api.ts';

/** `/auth/register-distributor`: creates an inactive distributor under the inviting seller's code. */
export default function RegisterDistributorPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>({ ...EMPTY_REGISTER, seller_code: params.get('code') ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { busy, run } = useActionSubmit();
  const clientErrors = validateRegister(form);
  const errors = submitted ? { ...clientErrors, ...serverErrors } : serverErrors;
  const labels: Record<string, string> = {
    seller_code: t('auth.seller_code'), name: t('auth.name'), username: t('auth.username'), email: t('auth.email'),
    phone: t('auth.phone'), password: t('auth.password'), data_policy: t('auth.data_policy_label'),
  };

  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const text = (key: 'seller_code' | 'name' | 'username' | 'email', type = 'text', autoComplete?: string) => (
    <TextField label={labels[key]} name={key} type={type} value={form[key]} onChange={(e) => set(key, e.target.value)}
      required fullWidth autoComplete={autoComplete} error={!!errors[key]} helperText={errors[key]} />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(clientErrors).length) return;
    await run(async () => {
      const res = await registerDistributor(registerBody(form));
      showSuccess(res.msg, () => navigate('/', { replace: true }));
    }, { onError: (err) => { if (err instanceof ApiError && err.body.errors) setServerErrors(err.body.errors); } });
  };

  return (
    <PublicShell title={t('auth.register_title')} subtitle={t('auth.register_help')} width={520}>
      <Box component="form" onSubmit={submit} noValidate data-testid="register-form">
        <FieldErrorList errors={errors} labels={labels} />
        <Stack spacing={2}>
          {text('seller_code')}
          {text('name', 'text', 'name')}
          {text('username', 'text', 'username')}
          {text('email', 'email', 'email')}
          <PhoneInput label={labels.phone} name="phone" country={form.country} digits={form.phone} required
            onChange={(country, digits) => setForm((f) => ({ ...f, country, phone: digits }))}
            error={!!errors.phone} helperText={errors.phone} />
          <Box>
            <PasswordField label={labels.password} name="password" value={form.password} onChange={(e) => set('password', e.target.value)}
              required fullWidth autoComplete="new-password" error={!!errors.password} />
            <PasswordRules password={form.password} />
          </Box>
          <Box>
            <FormControlLabel
              control={<Checkbox checked={form.data_policy} onChange={(e) => set('data_policy', e.target.checked)} required />}
              label={DATA_POLICY_TEXT}
              slotProps={{ typography: { variant: 'body2' } }}
            />
            {errors.data_policy && <FormHelperText error>{errors.data_policy}</FormHelperText>}
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
            {t('auth.register_send')}
          </Button>
          <MuiLink component={Link} to="/" variant="body2">{t('auth.back_to_login')}</MuiLink>
        </Stack>
      </Box>
    </PublicShell>
  );
}
