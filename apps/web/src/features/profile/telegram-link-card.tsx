import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { emit } from '../../app-events.ts';
import { errorMessage, showError, showSuccess } from '../../components/dialogs/dialog-bus.ts';
import { useActionSubmit } from '../../lib/use-action-submit.ts';
import { changeTelegramLink, readTelegramLink, type TelegramStatus } from './api.ts';


const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Bogota' });

/**
 * The user's Telegram link (DOMAIN.md "Notifications"): a one-time code to send the company's bot, a check once it
 * is sent (the server reads the bot's messages), and unlinking. Linked + preference Telegram = notifications there.
 */
export function TelegramLinkCard({ preference }: { preference: string | null }) {
  const t = useTranslate();
  const [status, setStatus] = useState<TelegramStatus | null>(null);
  const { busy, run: submit } = useActionSubmit();

  useEffect(() => {
    const abort = new AbortController();
    readTelegramLink(abort.signal)
      .then((res) => setStatus(res.telegram))
      .catch((err) => { if (!abort.signal.aborted) showError(errorMessage(err)); });
    return () => abort.abort();
  }, []);

  /** `say`: what the answer's message is for — a dialog always, only once linked (a check), or never (the code shows itself). */
  const run = async (method: 'POST' | 'DELETE', path: string, say: 'always' | 'check' | 'never' = 'always') => {
    await submit(async () => {
      const res = await changeTelegramLink(method, path);
      setStatus(res.telegram);
      if (res.telegram.validated !== status?.validated) emit('data-changed', { resource: 'profile' });
      if (say === 'always' || (say === 'check' && res.telegram.validated)) showSuccess(res.msg);
      else if (say === 'check') showError(res.msg);
    });
  };

  const bot = status?.bot_username ? `@${status.bot_username}` : t('notifications.telegram.the_bot');
  return (
    <Card data-testid="telegram-link">
      <CardContent>
        <Typography variant="h6" gutterBottom>{t('notifications.telegram.title')}</Typography>
        {!status && <CircularProgress size={20} />}
        {status && !status.bot_configured && <Typography color="text.secondary">{t('notifications.telegram.no_bot')}</Typography>}
        {status?.bot_configured && status.validated && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" sx={{ width: '100%' }}>{t('notifications.telegram.linked')}</Alert>
            <Button color="error" disabled={busy} onClick={() => void run('DELETE', '/v1/telegram/link')}>{t('notifications.telegram.unlink')}</Button>
          </Stack>
        )}
        {status?.bot_configured && !status.validated && (
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2">{t('notifications.telegram.not_linked')}</Typography>
            {status.code && status.code_expires_at && (
              <>
                <Typography variant="body2">{t('notifications.telegram.steps', { bot, time: timeOf(status.code_expires_at) })}</Typography>
                <Box data-testid="telegram-code" sx={{ fontFamily: 'monospace', fontSize: 28, letterSpacing: 4, px: 2, py: 0.5, bgcolor: 'action.hover', borderRadius: 1 }}>
                  {status.code}
                </Box>
              </>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {status.code && (
                <Button variant="contained" disabled={busy} onClick={() => void run('POST', '/v1/telegram/link/check', 'check')} data-testid="telegram-check">
                  {t('notifications.telegram.check')}
                </Button>
              )}
              <Button variant={status.code ? 'text' : 'contained'} disabled={busy} onClick={() => void run('POST', '/v1/telegram/link', 'never')} data-testid="telegram-code-button">
                {t(status.code ? 'notifications.telegram.new_code' : 'notifications.telegram.generate')}
              </Button>
              {status.code && status.bot_username && (
                <Link href={`https://t.me/${status.bot_username}?start=${status.code}`} target="_blank" rel="noopener noreferrer">
                  {t('notifications.telegram.open_bot')}
                </Link>
              )}
            </Box>
          </Stack>
        )}
        {status?.bot_configured && preference !== 'telegram' && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>{t('notifications.telegram.prefer_hint')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
