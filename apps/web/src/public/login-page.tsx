import { useState, type FormEvent } from 'react';
import { loginRequest } from './auth-api.ts';
import { authEs as t } from '../i18n/auth-messages.ts';
import { useActionSubmit } from '../lib/use-action-submit.ts';
import { Field, FormAlert, PasswordInput, SubmitButton } from './form-parts.tsx';
import { PublicLink, usePublicNav } from './public-nav.tsx';
import { PublicShell } from './public-shell.tsx';

/** `/`: sign in, then into the admin (back to the page that asked for a login, when there was one). */
export default function LoginPage() {
  const { nextPath, signedIn, typing } = usePublicNav();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();
  const target = nextPath?.startsWith('/admin') ? nextPath : '/admin';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password) return;
    setError(null);
    await run(async () => {
      await loginRequest(username.trim(), password);
      signedIn(target);
    }, { errorTo: setError });
  };

  return (
    <PublicShell title={t.login_title} subtitle={t.login_subtitle}>
      {/* the first keystroke starts fetching the admin, so it is there when the password is in */}
      <form onSubmit={submit} noValidate data-testid="login-form" onInput={typing}>
        <Field label={t.username} name="username" value={username} onValue={setUsername} autoComplete="username"
          autoFocus required autoCapitalize="none" spellCheck={false} />
        <PasswordInput label={t.password} name="password" value={password} onValue={setPassword}
          autoComplete="current-password" required />
        <FormAlert message={error} />
        <SubmitButton busy={busy} disabled={!username.trim() || !password} testId="login-submit">{t.sign_in}</SubmitButton>
        <p className="pub-links">
          <PublicLink to="/auth/recover">{t.forgot}</PublicLink>
          <PublicLink to="/auth/register-distributor">{t.register}</PublicLink>
        </p>
      </form>
    </PublicShell>
  );
}
