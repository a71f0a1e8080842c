import { passwordChecks, PASSWORD_RULES } from '../components/password/password-checks.ts';
import { passwordRulesEs } from '../i18n/auth-messages.ts';

/** The spec §5 rules ticked live as the user types. */
export function PasswordRules({ password }: { password: string }) {
  const checks = passwordChecks(password);
  return (
    <ul className="pub-rules" aria-live="polite" data-testid="password-rules">
      {PASSWORD_RULES.map((rule) => (
        <li key={rule} data-ok={checks[rule]} className={checks[rule] ? 'pub-rule-ok' : undefined}>
          <span aria-hidden="true">{checks[rule] ? '✔' : '○'}</span> {passwordRulesEs[rule]}
        </li>
      ))}
    </ul>
  );
}
