import { Alert, AlertTitle } from '@mui/material';
import { firstFieldErrors } from '@app/shared';
import { useTranslate } from 'ra-core';

/** The spec §5 error list for the public forms (they are not react-admin forms). */
export function FieldErrorList({ errors, labels }: { errors: Record<string, string | undefined>; labels: Record<string, string> }) {
  const t = useTranslate();
  const rows = firstFieldErrors(errors);
  if (!rows.length) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="form-errors">
      <AlertTitle>{t('form.errors_heading')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {rows.map((r) => <li key={r.field}><strong>{labels[r.field] ?? r.field}:</strong> {r.message}</li>)}
      </ul>
    </Alert>
  );
}
