import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FORM_ERRORS_HEADING, firstFieldErrors } from '@app/shared/validation/form-errors';
import { PASSWORD_TOGGLE } from '../i18n/auth-messages.ts';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'>;

export interface FieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  /** Help under the field while it has no error. */
  help?: string;
  /** Something at the input's right edge (the password's show/hide button). */
  end?: ReactNode;
}

/** A labelled text input with its help or error line, tied to it for screen readers. */
export function Field({ label, value, onValue, error, help, end, required, ...input }: FieldProps) {
  const id = useId();
  const note = error ?? help;
  return (
    <div className={error ? 'pub-field pub-field-error' : 'pub-field'}>
      <label htmlFor={id}>{label}{required && <span aria-hidden="true"> *</span>}</label>
      <div className="pub-input">
        <input id={id} value={value} onChange={(e) => onValue(e.target.value)} required={required}
          aria-invalid={error ? true : undefined} aria-describedby={note ? `${id}-note` : undefined} {...input} />
        {end}
      </div>
      {note && <p id={`${id}-note`} className="pub-note">{note}</p>}
    </div>
  );
}

/** A password input with a show/hide button after it (so a label lookup finds the input first). */
export function PasswordInput(props: Omit<FieldProps, 'type' | 'end'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Field {...props} type={visible ? 'text' : 'password'} end={
      <button type="button" className="pub-eye" aria-label={visible ? PASSWORD_TOGGLE.hide : PASSWORD_TOGGLE.show}
        aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d={visible
            ? 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z'
            : 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3'} />
        </svg>
      </button>
    } />
  );
}

/** The form's one submit button, with a spinner while it sends. */
export function SubmitButton({ busy, disabled, children, testId }: { busy: boolean; disabled?: boolean; children: ReactNode; testId?: string }) {
  return (
    <button type="submit" className="pub-submit" disabled={busy || disabled} aria-busy={busy} data-testid={testId}>
      {busy && <span className="pub-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** What the server (or the form) said went wrong, announced as it appears. */
export const FormAlert = ({ message }: { message: string | null }) =>
  message ? <p className="pub-alert" role="alert">{message}</p> : null;

/** What went right (a link sent, an account created), announced, with the way on. */
export const FormSuccess = ({ message, children }: { message: string; children?: ReactNode }) => (
  <div className="pub-success" role="status">
    <p>{message}</p>
    {children}
  </div>
);

/** The spec §5 list of the fields with errors, each with its first message, above the form. */
export function FieldErrorList({ errors, labels }: { errors: Record<string, string | undefined>; labels: Record<string, string> }) {
  const rows = firstFieldErrors(errors);
  if (!rows.length) return null;
  return (
    <div className="pub-alert" role="alert" data-testid="form-errors">
      <strong>{FORM_ERRORS_HEADING}</strong>
      <ul>{rows.map((r) => <li key={r.field}><strong>{labels[r.field] ?? r.field}:</strong> {r.message}</li>)}</ul>
    </div>
  );
}
