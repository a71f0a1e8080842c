import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LoadingError } from '../../lib/lazy-page.ts';

/** A page that crashed or could not load: say so in Spanish and offer a way out, keep the frame usable. */
export function AppErrorPage({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const t = useTranslate();
  const loading = error instanceof LoadingError;
  return (
    <Stack spacing={2} sx={{ p: 3, maxWidth: 640 }} data-testid="error-page">
      <Alert severity="error">
        <AlertTitle>{t('pages.error.title')}</AlertTitle>
        {loading ? t('pages.error.chunk') : t('pages.error.text')}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => (loading ? window.location.reload() : onRetry?.())}>{t('app.retry')}</Button>
        <Button href="/admin">{t('app.go_home')}</Button>
      </Stack>
    </Stack>
  );
}

/** react-admin's `error` slot. */
export function AdminErrorPage(props: { error?: unknown; resetErrorBoundary?: (...args: unknown[]) => void }) {
  return <AppErrorPage error={props.error} onRetry={() => props.resetErrorBoundary?.()} />;
}
