import { Alert, AlertTitle } from '@mui/material';
import { firstFieldErrors } from '@app/shared';
import { useResourceContext, useTranslate } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

/** react-hook-form errors (nested for dotted names) → { field: message }. */
export function flattenErrors(errors: FieldErrors, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'root') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) out[name] = message;
    else if (message && typeof message === 'object' && 'message' in (message as object)) {
      // react-admin keeps translatable messages as { message, args }
      out[name] = String((message as { message: unknown }).message);
    } else if (typeof value === 'object') Object.assign(out, flattenErrors(value as FieldErrors, name));
  }
  return out;
}

/**
 * Spec §5: after a submit, the first error of each field under the heading "Existen campos con errores".
 * Server 400/422 `errors` land here too: react-admin sets them on the fields.
 */
export function FormErrorSummary({ labels = {} }: { labels?: Record<string, string> }) {
  const { errors, isSubmitted } = useFormState();
  const translate = useTranslate();
  const resource = useResourceContext();
  const rows = firstFieldErrors(flattenErrors(errors));
  const rootError = (errors.root as { serverError?: { message?: string } } | undefined)?.serverError?.message;
  if (!isSubmitted || (!rows.length && !rootError)) return null;
  const label = (field: string) =>
    labels[field] ?? translate(`resources.${resource}.fields.${field}`, { _: field });
  return (
    <Alert severity="error" sx={{ mb: 2, width: '100%' }} data-testid="form-errors">
      <AlertTitle>{translate('form.errors_heading')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {rootError && <li>{translate(rootError, { _: rootError })}</li>}
        {rows.map((r) => (
          <li key={r.field}>
            <strong>{label(r.field)}:</strong> {translate(r.message, { _: r.message })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
