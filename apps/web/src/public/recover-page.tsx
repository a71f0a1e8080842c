import { passwordsMatch } from '@app/shared/validation/password';
import { useState, type FormEvent } from 'react';
import { passwordOk } from '../components/password/password-checks.ts';
import { recoverPassword, resetPassword } from './auth-api.ts';
import { authEs as t } from '../i18n/auth-messages.ts';
import { useActionSubmit } from '../lib/use-action-submit.ts';
import { Field, FormAlert, FormSuccess, PasswordInput, SubmitButton } from './form-parts.tsx';
import { PasswordRules } from './password-rules.tsx';
import { PublicLink } from './public-nav.tsx';
import { PublicShell } from './public-shell.tsx';

function RequestForm() {
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return;
    setError(null);
    await run(async () => {
      const res = await recoverPassword(username.trim());
      setSent(res.msg);
      setUsername('');
    }, { errorTo: setError });
  };
  return (
    <PublicShell title={t.recover_title} subtitle={t.recover_help}>
      <form onSubmit={submit} noValidate>
        {sent && <FormSuccess message={sent} />}
        <Field label={t.username} value={username} onValue={setUsername} required autoFocus autoComplete="username" />
        <FormAlert message={error} />
        <SubmitButton busy={busy} disabled={!username.trim()}>{t.recover_send}</SubmitButton>
        <p className="pub-links"><PublicLink to="/">{t.back_to_login}</PublicLink></p>
      </form>
    </PublicShell>
  );
}

function ResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();
  const mismatch = confirm !== '' && passwordsMatch(password, confirm) !== null;
  const valid = passwordOk(password) && password === confirm;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setError(null);
    await run(async () => setDone((await resetPassword(token, password)).msg), { errorTo: setError });
  };
  if (done) {
    return (
      <PublicShell title={t.reset_title}>
        <FormSuccess message={done}><PublicLink to="/">{t.back_to_login}</PublicLink></FormSuccess>
      </PublicShell>
    );
  }
  return (
    <PublicShell title={t.reset_title} subtitle={t.reset_help}>
      <form onSubmit={submit} noValidate>
        <PasswordInput label={t.new_password} value={password} onValue={setPassword} autoComplete="new-password" required autoFocus />
        <PasswordRules password={password} />
        <PasswordInput label={t.confirm_password} value={confirm} onValue={setConfirm} autoComplete="new-password" required
          error={mismatch ? t.passwords_differ : undefined} />
        <FormAlert message={error} />
        <SubmitButton busy={busy} disabled={!valid}>{t.reset_send}</SubmitButton>
        <p className="pub-links"><PublicLink to="/">{t.back_to_login}</PublicLink></p>
      </form>
    </PublicShell>
  );
}

/** `/auth/recover`: ask for the emailed link, or (with `?token=`) set the new password. */
export default function RecoverPage({ token }: { token: string | null }) {
  return token ? <ResetForm token={token} /> : <RequestForm />;
}
