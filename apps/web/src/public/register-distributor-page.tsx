import { DATA_POLICY_TEXT } from '@app/shared/validation/data-policy';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../api/http.ts';
import { registerDistributor } from './auth-api.ts';
import { EMPTY_REGISTER, registerBody, validateRegister, type RegisterForm } from './register-validation.ts';
import { authEs as t } from '../i18n/auth-messages.ts';
import { useActionSubmit } from '../lib/use-action-submit.ts';
import { Field, FieldErrorList, FormAlert, FormSuccess, PasswordInput, SubmitButton } from './form-parts.tsx';
import { PasswordRules } from './password-rules.tsx';
import { PhoneField } from './phone-field.tsx';
import { PublicLink } from './public-nav.tsx';
import { PublicShell } from './public-shell.tsx';

const LABELS: Record<string, string> = {
  seller_code: t.seller_code, name: t.name, username: t.username, email: t.email, phone: t.phone, password: t.password,
  data_policy: t.data_policy_label,
};

/** `/auth/register-distributor`: creates an inactive distributor under the inviting seller's code. */
export default function RegisterDistributorPage({ code }: { code: string | null }) {
  const [form, setForm] = useState<RegisterForm>({ ...EMPTY_REGISTER, seller_code: code ?? '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { busy, run } = useActionSubmit();
  const clientErrors = validateRegister(form);
  const errors: Record<string, string | undefined> = submitted ? { ...clientErrors, ...serverErrors } : serverErrors;

  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const text = (key: 'seller_code' | 'name' | 'username' | 'email', type = 'text', autoComplete?: string) => (
    <Field label={LABELS[key]} name={key} type={type} value={form[key]} onValue={(v) => set(key, v)} required
      autoComplete={autoComplete} error={errors[key]} />
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (Object.keys(clientErrors).length) return;
    await run(async () => setDone((await registerDistributor(registerBody(form))).msg), {
      errorTo: setError,
      onError: (err) => { if (err instanceof ApiError && err.body.errors) setServerErrors(err.body.errors); },
    });
  };

  if (done) {
    return (
      <PublicShell title={t.register_title}>
        <FormSuccess message={done}><PublicLink to="/">{t.back_to_login}</PublicLink></FormSuccess>
      </PublicShell>
    );
  }
  return (
    <PublicShell title={t.register_title} subtitle={t.register_help} wide>
      <form onSubmit={submit} noValidate data-testid="register-form">
        <FieldErrorList errors={errors} labels={LABELS} />
        {text('seller_code')}
        {text('name', 'text', 'name')}
        {text('username', 'text', 'username')}
        {text('email', 'email', 'email')}
        <PhoneField country={form.country} digits={form.phone} required error={errors.phone}
          onChange={(country, digits) => setForm((f) => ({ ...f, country, phone: digits }))} />
        <PasswordInput label={LABELS.password} name="password" value={form.password} onValue={(v) => set('password', v)}
          required autoComplete="new-password" error={errors.password} />
        <PasswordRules password={form.password} />
        <div className={errors.data_policy ? 'pub-check pub-field-error' : 'pub-check'}>
          <label>
            <input type="checkbox" checked={form.data_policy} onChange={(e) => set('data_policy', e.target.checked)} required />
            <span>{DATA_POLICY_TEXT}</span>
          </label>
          {errors.data_policy && <p className="pub-note">{errors.data_policy}</p>}
        </div>
        <FormAlert message={error} />
        <SubmitButton busy={busy}>{t.register_send}</SubmitButton>
        <p className="pub-links"><PublicLink to="/">{t.back_to_login}</PublicLink></p>
      </form>
    </PublicShell>
  );
}
